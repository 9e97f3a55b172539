/** Server messages of the admin area (German, like every text of the product). */
export const adminMessages = {
  userNotFound: 'Benutzer nicht gefunden.',
  notSelf: 'Sie können Ihr eigenes Konto hier nicht ändern, sperren oder löschen.',
  lastAdmin: 'Der letzte aktive Administrator kann nicht herabgestuft, gesperrt oder gelöscht werden.',
  alreadySuspended: 'Dieses Konto ist bereits gesperrt.',
  notSuspended: 'Dieses Konto ist nicht gesperrt.',
  membershipOnlyForPaid: 'Ein Mitgliedschaftsende gibt es nur für Premium und VIP.',
  passwordResetSent: (email: string) =>
    `Eine E-Mail zum Zurücksetzen des Passworts wurde an ${email} gesendet.`,
  userDeleted: (username: string) => `Der Benutzer ${username} und seine Daten wurden gelöscht.`,
  releaseNotFound: 'Release nicht gefunden.',
  /** A stored secret is never sent to a server other than the one it was entered for. */
  secretForNewServer: (secret: string) =>
    `Das ${secret} gilt für den bisherigen Server. Geben Sie es für den neuen Server erneut ein oder entfernen Sie es.`,
  releaseDeleted: (name: string) => `Das Release ${name} wurde gelöscht.`,
  movieNotFound: 'Film nicht gefunden.',
  seriesNotFound: 'Serie nicht gefunden.',
  seasonNotFound: 'Staffel nicht gefunden.',
  episodeNotFound: 'Episode nicht gefunden.',
  episodeTaken: (season: number, episode: number) =>
    `Episode ${episode} der Staffel ${season} gibt es bei dieser Serie bereits.`,
  episodeNotOfSeries: 'Die Episode gehört nicht zur angegebenen Serie.',
  movieOrSeries: 'Ein Release kann nicht zugleich mit einem Film und einer Serie verknüpft sein.',
  noReleaseIds: 'Bitte mindestens ein Release angeben.',
  newsNotFound: 'News nicht gefunden.',
  newsDeleted: (title: string) => `Die News „${title}“ wurde gelöscht.`,
  changelogDeleted: (version: string) => `Der Changelog-Eintrag ${version} wurde gelöscht.`,
  changelogNotFound: 'Changelog-Eintrag nicht gefunden.',
  changelogVersionTaken: (version: string) => `Die Version ${version} gibt es bereits.`,
  slugTaken: (slug: string) => `Der Slug ${slug} ist bereits vergeben.`,
  tmdbIdTaken: (tmdbId: number) => `Die TMDb-ID ${tmdbId} ist bereits einem anderen Titel zugeordnet.`,
  tmdbFailed: (reason: string) => `TMDb: ${reason}`,
  noTmdbId: 'Dieser Titel hat keine TMDb-ID; ohne sie kann er nicht aktualisiert werden.',
  settingsSecretKept: 'Unverändert (gespeichert)',
} as const;

/** Answers of sign-in, API and downloads for a suspended account. */
export const suspensionMessages = {
  suspended: 'Ihr Konto wurde gesperrt. Bitte wenden Sie sich an den Support.',
  suspendedWithReason: (reason: string) =>
    `Ihr Konto wurde gesperrt (${reason}). Bitte wenden Sie sich an den Support.`,
} as const;

/** Sign-up while an administrator has closed registration. */
export const registrationMessages = {
  closed: 'Die Registrierung ist derzeit geschlossen. Bitte versuchen Sie es später erneut.',
} as const;

/** Answers of the admin image upload (POST /api/admin/upload-image, spec 001 §3, §7). */
export const imageUploadMessages = {
  notMultipart: 'Bitte das Bild als multipart/form-data senden.',
  noImage: 'Keine Bilddatei im Upload gefunden (Feld image).',
  tooLarge: (mb: number) => `Das Bild ist zu groß (höchstens ${mb} MB).`,
  notAnImage: 'Die Datei ist kein unterstütztes Bild (JPEG, PNG, WebP, AVIF oder GIF).',
  badType: 'type muss poster oder backdrop sein.',
  badEntityType: 'entityType muss movie, series, season oder episode sein.',
  badEntityId: 'entityId muss eine positive ganze Zahl sein.',
  backdropOnlyForTitles: 'Hintergrundbilder gibt es nur für Filme und Serien.',
  malformed: 'Der Upload ist kein gültiges multipart/form-data. Bitte senden Sie das Bild erneut.',
} as const;
