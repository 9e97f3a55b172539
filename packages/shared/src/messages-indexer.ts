/** Messages of the usenet header indexer (issue 43), for the CLI, the log and the admin's Indexer tab. */
export const indexerMessages = {
  noServer:
    'Kein News-Server eingerichtet: Legen Sie im Adminbereich unter „Indexer“ einen Server an oder setzen Sie NNTP_URL.',
  unknownGroup: (name: string) =>
    `Die Gruppe ${name} ist nicht eingerichtet. Fügen Sie sie im Adminbereich unter „Indexer“ hinzu oder setzen Sie INDEX_GROUPS.`,
  claimed: (name: string) =>
    `Die Gruppe ${name} wird gerade von einem anderen Prozess gelesen; übersprungen.`,
  internal: (detail: string) => `Interner Fehler des Indexers: ${detail}`,
  releaseRefused: (name: string, reason: string) => `Release ${name} nicht angelegt: ${reason}`,
} as const;
