import { formatCount } from '@nzbkino/shared';
import type { MovieSort } from '../../lib/contract-values';

/** Movies: catalogue, list and detail page. Part of the `de` catalogue (see ../de.ts). */
export const movieTexts = {
  catalogue: {
    genre: 'Genre',
    allGenres: 'Alle Genres',
    sort: 'Sortierung',
    filtersLabel: 'Filter',
    updating: 'Aktualisiere...',
    emptyHint: 'Versuche deine Filter oder Suchkriterien anzupassen',
  },
  movies: {
    title: 'Filme',
    searchPlaceholder: 'Filme suchen...',
    searchLabel: 'Filme durchsuchen',
    sorts: {
      title_asc: 'Titel (A–Z)',
      title_desc: 'Titel (Z–A)',
      year_desc: 'Neueste zuerst',
      year_asc: 'Älteste zuerst',
      rating_desc: 'Beste Bewertung',
      createdAt_desc: 'Zuletzt hinzugefügt',
    } satisfies Record<MovieSort, string>,
    loading: 'Filme werden geladen...',
    error: 'Fehler beim Laden der Filme. Bitte versuchen Sie es erneut.',
    empty: 'Keine Filme gefunden',
    total: (count: number, estimated: boolean) =>
      `${estimated ? 'ca. ' : ''}${formatCount(count)} ${count === 1 ? 'Film' : 'Filme'} gesamt`,
  },
  movieDetail: {
    loading: 'Film wird geladen...',
    notFound: 'Film nicht gefunden',
    notFoundText: 'Der gesuchte Film existiert nicht oder wurde entfernt.',
    backToMovies: 'Zurück zu den Filmen',
    pageTitle: (title: string) => `${title} Download`,
    facts: 'Eckdaten',
    runtime: 'Laufzeit',
    releaseDate: 'Erscheinungsdatum',
    description: 'Beschreibung',
    genres: 'Genres',
    imdb: 'IMDb',
    tmdb: 'TMDb',
    related: 'Ähnliche Filme',
    suggestions: 'Das könnte dich auch interessieren',
    releases: 'Releases',
    bestRelease: 'Bestes Release',
    noSuitableRelease: 'Kein geeignetes Release gefunden',
  },
} as const;
