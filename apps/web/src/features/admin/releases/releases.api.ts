import type {
  AdminRelease,
  AdminReleasePage,
  AdminReleaseUpdate,
  AdminRematchResult,
  Episode,
  MessageResponse,
  MovieList,
  NzbUploadResult,
  Operation,
  Season,
  SeriesList,
} from '@nzbkino/api-types';
import { api, bodyOf, formBody } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export type ReleaseQuery = NonNullable<Operation<'/api/admin/releases', 'get'>['parameters']['query']>;
export const RELEASE_PAGE_SIZE = 25;

const headers = (session: Session) => ({ ...authHeaders(session), 'Cache-Control': 'no-cache' });

export function fetchReleases(
  session: Session,
  query: ReleaseQuery,
  signal?: AbortSignal,
): Promise<AdminReleasePage> {
  return bodyOf(api.GET('/api/admin/releases', { headers: headers(session), params: { query }, signal }));
}

export function updateRelease(session: Session, id: number, body: AdminReleaseUpdate): Promise<AdminRelease> {
  return bodyOf(
    api.PUT('/api/admin/releases/{id}', { headers: authHeaders(session), params: { path: { id } }, body }),
  );
}

export function rematchReleases(session: Session, ids: number[]): Promise<AdminRematchResult> {
  return bodyOf(api.POST('/api/admin/releases/rematch', { headers: authHeaders(session), body: { ids } }));
}

export function deleteRelease(session: Session, id: number): Promise<MessageResponse> {
  return bodyOf(
    api.DELETE('/api/admin/releases/{id}', { headers: authHeaders(session), params: { path: { id } } }),
  );
}

/** POST /admin/releases/upload with NZB files and their NFOs, the body sent as a form. */
export function uploadNzbs(
  session: Session,
  files: readonly File[],
  signal?: AbortSignal,
): Promise<NzbUploadResult> {
  return bodyOf(
    api.POST('/api/admin/releases/upload', {
      headers: authHeaders(session),
      signal,
      body: { files: [...files] },
      bodySerializer: formBody,
    }),
  );
}

// The public catalogue, to pick what a release belongs to.

export function searchMovies(term: string, signal?: AbortSignal): Promise<MovieList> {
  return bodyOf(api.GET('/api/movies', { params: { query: { search: term, limit: 8 } }, signal }));
}

export function searchSeries(term: string, signal?: AbortSignal): Promise<SeriesList> {
  return bodyOf(api.GET('/api/series', { params: { query: { search: term, limit: 8 } }, signal }));
}

export function fetchSeasons(seriesId: number, signal?: AbortSignal): Promise<Season[]> {
  return bodyOf(
    api.GET('/api/series/{slugOrId}/seasons', { params: { path: { slugOrId: String(seriesId) } }, signal }),
  );
}

export function fetchEpisodes(seasonId: number, signal?: AbortSignal): Promise<Episode[]> {
  return bodyOf(
    api.GET('/api/series/seasons/{seasonId}/episodes', { params: { path: { seasonId } }, signal }),
  );
}
