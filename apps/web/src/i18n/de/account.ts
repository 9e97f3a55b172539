/** Account: settings and API management. Part of the `de` catalogue (see ../de.ts). */
export const accountTexts = {
  settings: {
    title: 'Einstellungen',
    intro: 'Verwalten Sie die Zugangsdaten Ihres Kontos.',
    account: 'Konto',
    username: 'Benutzername',
    membership: 'Mitgliedschaft',
    tiers: { USER: 'Basic', PREMIUM: 'Premium', VIP: 'VIP', ADMIN: 'Administrator' } as Record<
      string,
      string
    >,
    membershipUntil: (date: string) => `bis ${date}`,
    manageMembership: 'Mitgliedschaft ansehen',
    emailHeading: 'E-Mail-Adresse ändern',
    currentEmail: (email: string) => `Aktuell: ${email}`,
    newEmail: 'Neue E-Mail',
    currentPassword: 'Aktuelles Passwort',
    emailSubmit: 'E-Mail ändern',
    emailSaved: 'Ihre E-Mail-Adresse wurde geändert.',
    sameEmail: 'Das ist bereits Ihre E-Mail-Adresse',
    passwordHeading: 'Passwort ändern',
    newPassword: 'Neues Passwort',
    confirmNewPassword: 'Neues Passwort bestätigen',
    passwordSubmit: 'Passwort ändern',
    passwordSaved: 'Passwort geändert. Alle anderen Geräte wurden abgemeldet.',
    sessionsHeading: 'Sitzungen',
    sessionsText: 'Melden Sie sich auf allen Geräten ab, zum Beispiel wenn Sie ein Gerät verloren haben.',
    logoutAll: 'Überall abmelden',
    loggedOutAll: 'Sie wurden auf allen Geräten abgemeldet.',
    saving: 'Wird gespeichert...',
  },
  apiManagement: {
    title: 'API Verwaltung',
    intro:
      'Mit einem API-Schlüssel binden Sie NZBKino als Newznab-Indexer in Sonarr, Radarr, Prowlarr oder NZBHydra2 ein.',
    loading: 'API-Schlüssel wird geladen...',
    loadError: 'Der Status Ihres API-Schlüssels konnte nicht geladen werden.',
    noKey: 'Sie haben noch keinen API-Schlüssel.',
    hasKey: (date: string) => `Ein API-Schlüssel ist aktiv (erstellt am ${date}).`,
    generate: 'API-Schlüssel erzeugen',
    regenerate: 'Neuen Schlüssel erzeugen',
    regenerateTitle: 'Neuen API-Schlüssel erzeugen?',
    regenerateText:
      'Der bisherige Schlüssel funktioniert danach nicht mehr. Tragen Sie den neuen überall ein.',
    revoke: 'Schlüssel widerrufen',
    revokeTitle: 'API-Schlüssel widerrufen?',
    revokeText: 'Programme, die den Schlüssel nutzen, erhalten danach keinen Zugriff mehr.',
    confirm: 'Ja, fortfahren',
    cancel: 'Abbrechen',
    revoked: 'Der API-Schlüssel wurde widerrufen.',
    generated: 'Neuer API-Schlüssel erzeugt.',
    failed: 'Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    newKeyHeading: 'Ihr neuer API-Schlüssel',
    newKeyHint: 'Kopieren Sie den Schlüssel jetzt: Er wird nur dieses eine Mal angezeigt.',
    copy: 'Kopieren',
    copyLabel: (what: string) => `${what} kopieren`,
    copied: 'In die Zwischenablage kopiert.',
    copyFailed: 'Kopieren nicht möglich. Bitte markieren und von Hand kopieren.',
    newznabHeading: 'Newznab-Zugang',
    newznabIntro:
      'Diese Werte tragen Sie in Ihre Programme ein. Der API-Schlüssel steht nur direkt nach dem Erzeugen im Klartext hier; sonst steht an seiner Stelle IHR_API_KEY.',
    newznabUrl: 'URL (Adresse der Seite)',
    apiPath: 'API-Pfad',
    newznabKey: 'API-Schlüssel',
    keyPlaceholder: 'IHR_API_KEY',
    keyHidden: 'wird nur beim Erzeugen angezeigt',
    rssHeading: 'RSS-Feeds',
    rssIntro:
      'Mit dl=1 führen die Links direkt zur NZB-Datei, wie es NZBGet und SABnzbd erwarten. Jeder Abruf über einen Feed-Link zählt als Download.',
    rssNewest: 'Neueste Releases',
    rssCart: 'Warenkorb (gezogene Releases verlassen den Warenkorb)',
    rssMyMovies: 'Merkliste: Filme (neue Releases Ihrer gemerkten Filme)',
    rssMyShows: 'Merkliste: Serien (neue Releases Ihrer gemerkten Serien)',
    limitsNote:
      'Abfragen und Downloads über die API zählen wie auf der Seite gegen Ihre Tageslimits; Ihre Programme sehen die Werte in jeder Antwort.',
    setupHeading: 'Einrichtung in Ihren Programmen',
    setup: [
      {
        client: 'Sonarr',
        steps:
          'Einstellungen → Indexer → + → Newznab → Benutzerdefiniert. URL und API-Schlüssel eintragen, API-Pfad /api lassen. Kategorien 5030, 5040 und 5045 (TV SD, HD, UHD) wählen, dann „Testen“ und speichern.',
      },
      {
        client: 'Radarr',
        steps:
          'Einstellungen → Indexer → + → Newznab → Benutzerdefiniert. URL und API-Schlüssel eintragen, API-Pfad /api. Kategorien 2030, 2040, 2045 und 2050 (Filme SD, HD, UHD, BluRay) wählen, testen und speichern.',
      },
      {
        client: 'Prowlarr',
        steps:
          'Indexer → Indexer hinzufügen → „Generic Newznab“. URL und API-Schlüssel eintragen, API-Pfad /api. Prowlarr liest die Kategorien selbst und reicht den Indexer an Sonarr und Radarr weiter.',
      },
      {
        client: 'NZBHydra2',
        steps:
          'Config → Indexers → Add new indexer → Newznab / Torznab. Host = URL, API-Schlüssel eintragen, dann „Check capabilities“ drücken, damit Hydra die unterstützten Suchen (IMDb, TVDB, TVmaze) übernimmt.',
      },
      {
        client: 'NZBGet',
        steps:
          'Einstellungen → RSS Feeds → Feed1: Name frei wählen, URL = der RSS-Feed oben (mit dl=1). Mit Filter legen Sie fest, welche Releases geladen werden; „Backlog“ auf „no“, wenn schon vorhandene Einträge beim ersten Abruf mitkommen sollen.',
      },
    ],
    basicHeading: 'Die API ist Premium und VIP vorbehalten',
    basicText:
      'Mit einem Basic-Konto können Sie keinen API-Schlüssel erzeugen. Mit einer Premium- oder VIP-Mitgliedschaft binden Sie NZBKino in Sonarr, Radarr, Prowlarr, NZBHydra2 oder NZBGet ein.',
    basicCta: 'Premium ansehen',
  },
} as const;
