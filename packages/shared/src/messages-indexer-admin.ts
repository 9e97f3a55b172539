/** Answers of the admin area's Indexer tab (news servers, groups, updates started by hand). */
export const indexerAdminMessages = {
  serverNotFound: 'News-Server nicht gefunden.',
  serverDeleted: (name: string) => `Der News-Server ${name} wurde entfernt.`,
  groupNotFound: 'Gruppe nicht gefunden.',
  groupExists: (name: string) => `Die Gruppe ${name} ist bereits eingerichtet.`,
  groupBusy: (name: string) =>
    `Die Gruppe ${name} wird gerade gelesen. Bitte entfernen Sie sie, wenn die Aktualisierung fertig ist.`,
  groupDeleted: (name: string) => `Die Gruppe ${name} wurde entfernt.`,
  /** The main server failed a moment ago: asked again only after its back-off. */
  serverResting: (lastError: string, seconds: number) =>
    `${lastError} Der nächste Verbindungsversuch ist in ${seconds} s möglich.`,
  updateStarted: 'Die Aktualisierung läuft; der Stand erscheint laufend im Indexer-Tab.',
  updateRunning: 'Es läuft bereits eine Aktualisierung. Bitte warten Sie, bis sie fertig ist.',
} as const;
