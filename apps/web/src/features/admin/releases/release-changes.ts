import type { AdminRelease, AdminReleaseUpdate } from '@nzbkino/api-types';
import type { CatalogueItem } from './CataloguePicker';

export type LinkKind = 'none' | 'movie' | 'series';

export interface ReleaseDraft {
  name: string;
  category: AdminRelease['category'];
  kind: LinkKind;
  movie: CatalogueItem | null;
  series: CatalogueItem | null;
  seasonId: number | null;
  episodeId: number | null;
}

export function draftOf(release: AdminRelease): ReleaseDraft {
  return {
    name: release.name,
    category: release.category,
    kind: release.movie ? 'movie' : release.series ? 'series' : 'none',
    movie: release.movie
      ? { id: release.movie.id, title: release.movie.title, year: release.movie.year }
      : null,
    series: release.series ? { id: release.series.id, title: release.series.title, year: null } : null,
    seasonId: release.seasonId,
    episodeId: release.episodeId,
  };
}

/**
 * The PUT body for what changed: only changed fields, so the audit log shows
 * the edit and nothing else. A film link clears the series links on the server;
 * an episode brings its series and season.
 */
export function changesOf(release: AdminRelease, draft: ReleaseDraft): AdminReleaseUpdate {
  const body: AdminReleaseUpdate = {};
  const name = draft.name.trim();
  if (name !== release.name) body.name = name;
  if (draft.category !== release.category) body.category = draft.category;
  if (draft.kind === 'none' && (release.movieId || release.seriesId)) {
    Object.assign(body, { movieId: null, seriesId: null, episodeId: null });
  }
  if (draft.kind === 'movie' && draft.movie && draft.movie.id !== release.movieId)
    body.movieId = draft.movie.id;
  if (draft.kind === 'series' && draft.series) {
    if (draft.episodeId !== null) {
      if (draft.episodeId !== release.episodeId) body.episodeId = draft.episodeId;
    } else if (draft.series.id !== release.seriesId || release.episodeId !== null) {
      Object.assign(body, { movieId: null, seriesId: draft.series.id, episodeId: null });
    }
  }
  return body;
}
