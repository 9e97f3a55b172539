/**
 * Server messages of downloads, the cart and the NFO viewer. The 401, 404 and
 * 403 texts are quoted from spec 001 §8 and §5; the others follow their tone.
 */
export const downloadMessages = {
  loginRequired: 'Bitte loggen Sie sich ein, um Releases herunterzuladen',
  cartLoginRequired: 'Bitte loggen Sie sich ein, um Releases zum Warenkorb hinzuzufügen',
  nfoLoginRequired: 'Sie müssen angemeldet sein, um NFO-Dateien anzuzeigen.',
  releaseNotFound: 'Release nicht gefunden',
  noNzb: 'Keine Download-Datei verfügbar für dieses Release',
  limitReached: 'Download-Limit erreicht',
  /** The cart holds more new releases than today's allowance: nothing is counted. */
  cartOverLimit: (required: number, remaining: number) =>
    `Download-Limit erreicht: Der Warenkorb enthält ${required} neue ${required === 1 ? 'Release' : 'Releases'}, ` +
    `heute können Sie noch ${remaining} herunterladen.`,
  linkExpired: 'Der Download-Link ist abgelaufen. Bitte starten Sie den Download erneut.',
  linkInvalid: 'Der Download-Link ist ungültig.',
  nfoNotFound: 'NFO-Datei nicht gefunden',
  nfoTokenInvalid: 'Der NFO-Link ist abgelaufen oder ungültig. Bitte öffnen Sie die NFO erneut.',
  cartFull: (max: number) => `Der Warenkorb ist voll: Er fasst höchstens ${max} Releases.`,
  cartEmpty: 'Der Warenkorb ist leer.',
  addedToCart: 'Release wurde zum Warenkorb hinzugefügt!',
  alreadyInCart: 'Das Release liegt bereits im Warenkorb.',
  removedFromCart: 'Release wurde aus dem Warenkorb entfernt.',
  notInCart: 'Das Release liegt nicht im Warenkorb.',
  cartCleared: 'Der Warenkorb wurde geleert.',
} as const;
