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
  /** A multipart upload sent with Content-Encoding: the form's parser reads it unpacked only. */
  compressedMultipart:
    'Dateien bitte ungepackt hochladen: Ein Upload (multipart/form-data) mit Content-Encoding wird nicht angenommen.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
  invalidJson: 'Der Anfragetext ist kein gültiges JSON.',
  uriTooLong: 'Ein Teil der Adresse ist zu lang.',
  badUrl: 'Die Adresse ist ungültig kodiert.',
  /** Requests the HTTP parser could not read, answered before any route sees them. */
  malformedRequest: 'Die Anfrage ist fehlerhaft und konnte nicht gelesen werden.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu groß.',
  requestTimeout: 'Die Anfrage kam nicht rechtzeitig vollständig an.',
  nulCharacter: 'Darf kein Nullzeichen enthalten.',
  loneSurrogate: 'Darf kein unvollständiges Zeichen enthalten (die Hälfte eines UTF-16-Ersatzzeichenpaars).',
  methodNotAllowed: (method: string, url: string, allowed: string) =>
    `Die Methode ${method} ist für ${url} nicht erlaubt. Erlaubt: ${allowed}.`,
  newsNotFound: 'News nicht gefunden.',
  reactionTaken: 'Sie haben bereits reagiert. Nehmen Sie Ihre Reaktion zuerst zurück.',
} as const;

/** Answers of the admin NZB upload (POST /api/admin/releases/upload). */
export const uploadMessages = {
  notMultipart: 'Bitte NZB-Dateien als multipart/form-data senden.',
  malformed: 'Der Upload ist kein gültiges multipart/form-data. Bitte senden Sie die Dateien erneut.',
  fileTooLarge: 'Eine Datei des Uploads ist zu groß.',
  tooManyParts: 'Der Upload enthält zu viele Dateien oder Felder.',
  totalTooLarge: 'Der Upload ist insgesamt zu groß.',
  nfoTooLarge: (fileName: string) => `Die NFO ${fileName} ist zu groß.`,
  noNzb: 'Keine NZB-Datei im Upload gefunden.',
  /** The storage gave out part way through a multi-file upload: what was stored stays stored. */
  partlyStored: (why: 'full' | 'notWritable', stored: readonly string[], notStored: readonly string[]) =>
    (why === 'full'
      ? 'Der Speicherplatz des Servers ist voll. '
      : 'Der Server kann gerade nichts speichern (Datenordner nicht beschreibbar). ') +
    `Gespeichert wurden: ${stored.join(', ')}. ` +
    `Nicht gespeichert: ${notStored.join(', ')}. Bitte laden Sie diese später erneut hoch.`,
} as const;
