import { formatCount } from '@nzbkino/shared';

/** The admin area's Indexer tab (usenet header indexer). Part of the `de` catalogue (see ./admin.ts). */
export const adminIndexerTexts = {
  adminIndexer: {
    intro:
      'Liest die Header der eingerichteten Newsgruppen vom News-Server und macht daraus Releases. ' +
      'Der Stand wird alle 5 Sekunden aktualisiert.',
    loading: 'Indexer-Status wird geladen …',
    loadFailed: 'Der Indexer-Status konnte nicht geladen werden.',
    updateNow: 'Jetzt aktualisieren',
    updating: 'Aktualisierung läuft …',
    updateRunningSince: (when: string) => `Eine Aktualisierung läuft seit ${when}.`,
    lastRun: (when: string, headers: number, releases: number) =>
      `Letzte Aktualisierung (${when}): ${formatCount(headers)} Header gelesen, ` +
      `${formatCount(releases)} ${releases === 1 ? 'neues Release' : 'neue Releases'}.`,
    lastRunError: (error: string) => `Dabei trat ein Fehler auf: ${error}`,
    updateFinished: (headers: number, releases: number) =>
      `Aktualisierung fertig: ${formatCount(headers)} Header, ` +
      `${formatCount(releases)} ${releases === 1 ? 'neues Release' : 'neue Releases'}.`,
    // News servers
    servers: 'News-Server',
    serversHint:
      'Der Server mit der kleinsten Priorität liefert die Header; die übrigen springen für Artikel ein, die ihm fehlen.',
    noServers: 'Noch kein News-Server eingerichtet.',
    noServersHint: 'Fügen Sie einen Server hinzu oder setzen Sie NNTP_URL in der Umgebung.',
    addServer: 'Server hinzufügen',
    addServerTitle: 'News-Server hinzufügen',
    editServerTitle: 'News-Server bearbeiten',
    editServer: (name: string) => `Server ${name} bearbeiten`,
    deleteServer: (name: string) => `Server ${name} entfernen`,
    deleteServerTitle: 'News-Server entfernen?',
    deleteServerText: (name: string) =>
      `Der Server ${name} wird entfernt. Die Gruppen und ihr Wasserstand bleiben erhalten.`,
    serverSaved: (name: string) => `Server ${name} gespeichert.`,
    fromEnvironment: 'aus der Umgebung (NNTP_URL)',
    serverColumns: {
      name: 'Name',
      address: 'Adresse',
      login: 'Anmeldung',
      connections: 'Verbindungen',
      priority: 'Priorität',
      state: 'Status',
      actions: 'Aktionen',
    },
    tlsOn: 'TLS',
    tlsSelfSigned: 'TLS, eigenes Zertifikat',
    plain: 'unverschlüsselt',
    noLogin: 'ohne Anmeldung',
    loginWithPassword: (user: string) => `${user} (Passwort gespeichert)`,
    loginWithoutPassword: (user: string) => `${user} (ohne Passwort)`,
    active: 'aktiv',
    inactive: 'inaktiv',
    name: 'Name',
    namePlaceholder: 'z. B. Hauptserver',
    host: 'Host',
    hostPlaceholder: 'news.example.org',
    port: 'Port',
    tls: 'TLS (nntps, meist Port 563)',
    tlsInsecure: 'Selbstsigniertes Zertifikat akzeptieren',
    username: 'Benutzername',
    password: 'Passwort',
    passwordStored: 'Ein Passwort ist gespeichert. Leer lassen, um es zu behalten, oder ein neues eingeben.',
    passwordNone: 'Kein Passwort gespeichert.',
    passwordClear: 'Gespeichertes Passwort entfernen',
    connections: 'Verbindungen (1–64)',
    priority: 'Priorität (0–100, kleiner zuerst)',
    serverActive: 'Server aktiv',
    // Groups
    groups: 'Newsgruppen',
    groupsHint:
      'Wasserstand: der zuletzt gelesene Artikel. Rückstand: Artikel auf dem Server, die noch nicht gelesen sind.',
    noGroups: 'Noch keine Newsgruppe eingerichtet.',
    noGroupsHint: 'Fügen Sie eine Gruppe hinzu oder suchen Sie unten auf dem Server nach Gruppen.',
    addGroup: 'Gruppe hinzufügen',
    addGroupTitle: 'Newsgruppe hinzufügen',
    editGroupTitle: 'Newsgruppe bearbeiten',
    editGroup: (name: string) => `Gruppe ${name} bearbeiten`,
    deleteGroup: (name: string) => `Gruppe ${name} entfernen`,
    deleteGroupTitle: 'Newsgruppe entfernen?',
    deleteGroupText: (name: string) =>
      `Die Gruppe ${name} wird mit Wasserstand und Zählern entfernt. Bereits erstellte Releases bleiben erhalten.`,
    groupSaved: (name: string) => `Gruppe ${name} gespeichert.`,
    groupAdded: (name: string) => `Gruppe ${name} hinzugefügt.`,
    groupName: 'Gruppenname',
    groupNamePlaceholder: 'alt.binaries.german.x',
    groupActive: 'Gruppe aktiv (wird bei jeder Aktualisierung gelesen)',
    backfillDays: 'Backfill (Tage zurück, 0 = keiner)',
    startDays: 'Start einer neuen Gruppe (Tage zurück)',
    groupColumns: {
      name: 'Gruppe',
      state: 'Status',
      watermark: 'Wasserstand',
      backlog: 'Rückstand',
      headers: 'Header gelesen',
      releases: 'Releases',
      missing: 'Fehlend / aufgegeben',
      errors: 'Fehler',
      lastError: 'Letzter Fehler',
      lastUpdate: 'Letzte Aktualisierung',
      actions: 'Aktionen',
    },
    readBy: (worker: string) => `wird gelesen (${worker})`,
    never: 'noch nie',
    none: '–',
    // LIST ACTIVE
    search: 'Gruppen auf dem Server suchen',
    searchHint: 'Suchmuster mit * und ? wie bei LIST ACTIVE, z. B. alt.binaries.*german*',
    pattern: 'Suchmuster',
    searchButton: 'Suchen',
    searching: 'Gruppen werden gesucht …',
    searchFailed: 'Die Suche ist fehlgeschlagen.',
    searchEmpty: 'Keine Gruppe passt zu diesem Muster.',
    searchCount: (shown: number, total: number) =>
      shown < total
        ? `${formatCount(total)} Gruppen gefunden, die ersten ${formatCount(shown)} werden angezeigt.`
        : `${formatCount(total)} ${total === 1 ? 'Gruppe' : 'Gruppen'} gefunden.`,
    searchColumns: { name: 'Gruppe', articles: 'Artikel (geschätzt)', range: 'Nummern', action: 'Aktion' },
    add: 'Hinzufügen',
    addNamed: (name: string) => `${name} hinzufügen`,
    added: 'eingerichtet',
    // Activity
    open: 'Offene Sammlungen',
    openText: (collections: number, files: number, parts: number) =>
      `${formatCount(collections)} ${collections === 1 ? 'Sammlung' : 'Sammlungen'} mit ` +
      `${formatCount(files)} ${files === 1 ? 'Datei' : 'Dateien'} und ${formatCount(parts)} ` +
      `${parts === 1 ? 'Artikel' : 'Artikeln'} warten auf ihre Fertigstellung.`,
    errors: 'Letzte Fehler',
    noErrors: 'Keine Fehler.',
    errorWhere: (group: string | null, server: string | null) =>
      [group, server].filter(Boolean).join(' · ') || 'Indexer',
  },
} as const;
