import { formatCount } from '@nzbkino/shared';
import type { SeriesSort } from '../../lib/contract-values';

export type SeriesStatus = 'Continuing' | 'Ended' | 'Canceled';

/** TV series: list, detail page and episode page. Part of the `de` catalogue (see ../de.ts). */
export const seriesTexts = {
  series: {
    title: 'TV Serien',
    breadcrumb: 'Serien',
    searchPlaceholder: 'Serien suchen...',
    searchLabel: 'Serien durchsuchen',
    sorts: {
      title_asc: 'Titel (A–Z)',
      title_desc: 'Titel (Z–A)',
      firstAirDate_desc: 'Neueste zuerst',
      firstAirDate_asc: 'Älteste zuerst',
      rating_desc: 'Beste Bewertung',
      createdAt_desc: 'Zuletzt hinzugefügt',
    } satisfies Record<SeriesSort, string>,
    seasonCount: (n: number) => `${formatCount(n)} ${n === 1 ? 'Staffel' : 'Staffeln'}`,
    loading: 'Serien werden geladen...',
    error: 'Fehler beim Laden der Serien. Bitte versuchen Sie es erneut.',
    empty: 'Keine Serien gefunden',
    total: (count: number, estimated: boolean) =>
      `${estimated ? 'ca. ' : ''}${formatCount(count)} ${count === 1 ? 'Serie' : 'Serien'} gesamt`,
  },
  seriesDetail: {
    loading: 'Lade Seriendetails...',
    errorTitle: 'Fehler beim Laden der Serie',
    loadFailed: 'Seriendetails konnten nicht geladen werden',
    noData: 'Keine Seriendaten gefunden',
    invalidId: 'Ungültige Serienkennung',
    notFound: 'Serie nicht gefunden',
    notFoundText: 'Die gesuchte Serie existiert nicht oder wurde entfernt.',
    backToSeries: 'Zurück zu den Serien',
    facts: 'Eckdaten',
    firstAirDate: 'Erstausstrahlung',
    seasons: (n: number) => `${formatCount(n)} ${n === 1 ? 'Staffel' : 'Staffeln'}`,
    episodes: (n: number) => `${formatCount(n)} Episoden`,
    status: {
      Continuing: 'Laufend',
      Ended: 'Beendet',
      Canceled: 'Abgesetzt',
    } satisfies Record<SeriesStatus, string>,
    statusLabel: 'Status',
    overview: 'Übersicht',
    genres: 'Genres',
    country: 'Land',
    network: 'Sender',
    lastAirDate: 'Letzte Ausstrahlung',
    seasonsHeading: 'Staffeln & Episoden',
    seasonTab: (n: number) => `Staffel ${n}`,
    specials: 'Specials',
    unassigned: 'Ohne Zuordnung',
    unassignedCount: (n: number) => `${formatCount(n)} Releases ohne Zuordnung`,
    seasonEpisodes: (n: number) => `${formatCount(n)} ${n === 1 ? 'Episode' : 'Episoden'}`,
    episodesLoading: 'Lade Episoden...',
    episodesError: 'Die Episoden konnten nicht geladen werden.',
    noEpisodes: 'Für diese Staffel sind keine Episoden vorhanden.',
    episodeList: 'Episoden',
    episodeNumber: (n: number) => `Episode ${n}`,
    episodeFallbackTitle: (n: number) => `Episode ${n}`,
    releaseCount: (n: number) => `${formatCount(n)} ${n === 1 ? 'Release' : 'Releases'}`,
    releasesFor: (title: string, code: string) => `Verfügbare Releases für ${title} (${code})`,
    noReleases: 'Keine Releases verfügbar',
    noUnassigned: 'Keine nicht zugeordneten Releases',
    releasesLoading: 'Lade Releases...',
    unassignedHeading: 'Releases ohne Zuordnung',
    episodePage: 'Als eigene Seite öffnen',
  },
  episodePage: {
    heading: (series: string, season: number, episode: number) =>
      `${series} • Staffel ${season} • Episode ${episode}`,
    title: (season: number, episode: number) => `Staffel ${season} • Episode ${episode}`,
    empty: 'Keine Releases gefunden',
    emptyText: (season: number, episode: number) =>
      `Für Staffel ${season}, Episode ${episode} sind derzeit keine Releases verfügbar.`,
    invalid: 'Keine gültigen Episode-Parameter gefunden.',
    backToSeries: 'Zur Serie',
    notFound: 'Episode nicht gefunden',
    notFoundText: (season: number, episode: number) =>
      `Staffel ${season}, Episode ${episode} gibt es bei dieser Serie nicht, und kein Release trägt diese Nummer.`,
  },
} as const;
