import { formatCount, formatDateTime } from '@nzbkino/shared';

/** Cart page, 'Meine Downloads' and the daily allowance. Part of the `de` catalogue (see ../de.ts). */
export const downloadTexts = {
  allowance: {
    // The limit counts a rolling 24 hours, not the calendar day.
    title: 'Downloads in 24 Stunden',
    used: (used: number, limit: number) => `${formatCount(used)} von ${formatCount(limit)}`,
    unlimited: (used: number) => `${formatCount(used)} · unbegrenzt`,
    nextFree: (at: string) => `Der nächste Download wird am ${formatDateTime(at)} Uhr frei.`,
    redownloadFree: (days: number) =>
      `Ein Release, das Sie in den letzten ${days} Tagen schon heruntergeladen haben, zählt nicht erneut.`,
    loadFailed: 'Das Download-Limit konnte nicht geladen werden.',
  },
  cart: {
    intro: 'Sammeln Sie Releases und laden Sie alle NZB-Dateien auf einmal als ZIP-Archiv herunter.',
    loading: 'Warenkorb wird geladen...',
    loadFailed: 'Der Warenkorb konnte nicht geladen werden.',
    empty: 'Ihr Warenkorb ist leer',
    emptyHint: 'Fügen Sie Releases über das Warenkorb-Symbol in den Release-Listen hinzu.',
    browseReleases: 'Releases durchsuchen',
    count: (count: number, max: number) =>
      `${formatCount(count)} ${count === 1 ? 'Release' : 'Releases'} (höchstens ${formatCount(max)})`,
    columns: { name: 'Release', size: 'Größe', group: 'Gruppe', remove: 'Entfernen' },
    remove: (name: string) => `Aus dem Warenkorb entfernen: ${name}`,
    clear: 'Warenkorb leeren',
    clearConfirm: 'Wirklich alle Releases aus dem Warenkorb entfernen?',
    clearYes: 'Ja, leeren',
    cancel: 'Abbrechen',
    downloadZip: 'Alle als ZIP herunterladen',
    zipStarted: (count: number) =>
      `Download des Warenkorbs wurde gestartet (${formatCount(count)} ${count === 1 ? 'NZB-Datei' : 'NZB-Dateien'}).`,
    zipFailed: 'Fehler beim Download des Warenkorbs',
    changeFailed: 'Der Warenkorb konnte nicht geändert werden.',
    totalSize: (size: string) => `Gesamt: ${size}`,
  },
  downloads: {
    title: 'Meine Downloads',
    intro:
      'Alle NZB-Dateien, die Sie heruntergeladen haben, mit Datum. Von hier können Sie sie erneut laden.',
    loading: 'Downloads werden geladen...',
    loadFailed: 'Ihre Downloads konnten nicht geladen werden.',
    empty: 'Noch keine Downloads',
    emptyHint: 'Heruntergeladene NZB-Dateien erscheinen hier.',
    columns: { name: 'Release', date: 'Heruntergeladen', via: 'Über', size: 'Größe', again: 'Erneut' },
    channels: { web: 'Website', zip: 'ZIP', api: 'API', rss: 'RSS' } as Record<string, string>,
    notCounted: 'nicht gezählt',
    notCountedHint: 'Erneuter Download innerhalb von 7 Tagen: zählt nicht gegen das Limit.',
    gone: 'Release gelöscht',
    total: (count: number) => `${formatCount(count)} ${count === 1 ? 'Download' : 'Downloads'} gesamt`,
  },
} as const;
