/**
 * Server-side messages that reach users. German, like every text of the product;
 * the web app has its own catalogue in apps/web/src/i18n/de.ts.
 */
export const serverMessages = {
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} nicht gefunden.`,
  validation: 'Ungültige Anfrage.',
  internal: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Nicht unterstützter Inhaltstyp.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
  invalidJson: 'Der Anfragetext ist kein gültiges JSON.',
  uriTooLong: 'Ein Teil der Adresse ist zu lang.',
  badUrl: 'Die Adresse ist ungültig kodiert.',
  newsNotFound: 'News nicht gefunden.',
  reactionTaken: 'Sie haben bereits reagiert. Nehmen Sie Ihre Reaktion zuerst zurück.',
} as const;
