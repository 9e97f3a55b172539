import type {
  AdminEpisode,
  AdminMovie,
  AdminRefreshResult,
  AdminSeries,
  ImageUploadResult,
  RequestBody,
  SuccessBody,
} from '@nzbkino/api-types';
import { api, bodyOf, formBody } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export type MoviePage = SuccessBody<'/api/admin/movies', 'get'>;
export type SeriesPage = SuccessBody<'/api/admin/series', 'get'>;
export type MovieCreate = RequestBody<'/api/admin/movies', 'post'>;
export type MovieUpdate = RequestBody<'/api/admin/movies/{id}', 'put'>;
export type SeriesCreate = RequestBody<'/api/admin/series', 'post'>;
export type SeriesUpdate = RequestBody<'/api/admin/series/{id}', 'put'>;
export type EpisodeCreate = RequestBody<'/api/admin/series/{id}/episodes', 'post'>;
export type EpisodeUpdate = RequestBody<'/api/admin/episodes/{id}', 'put'>;
export type ImageTarget = {
  type: 'poster' | 'backdrop';
  entityType: 'movie' | 'series' | 'season' | 'episode';
  entityId: number;
};

export const CATALOGUE_PAGE_SIZE = 25;

const read = (session: Session) => ({ ...authHeaders(session), 'Cache-Control': 'no-cache' });
const path = (id: number) => ({ path: { id } });
const listQuery = (search: string, page: number) => ({
  query: { ...(search ? { search } : {}), page, limit: CATALOGUE_PAGE_SIZE },
});

export function fetchMovies(
  session: Session,
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<MoviePage> {
  return bodyOf(
    api.GET('/api/admin/movies', { headers: read(session), params: listQuery(search, page), signal }),
  );
}

export function fetchMovie(session: Session, id: number, signal?: AbortSignal): Promise<AdminMovie> {
  return bodyOf(api.GET('/api/admin/movies/{id}', { headers: read(session), params: path(id), signal }));
}

export function createMovie(session: Session, body: MovieCreate): Promise<AdminMovie> {
  return bodyOf(api.POST('/api/admin/movies', { headers: authHeaders(session), body }));
}

export function updateMovie(session: Session, id: number, body: MovieUpdate): Promise<AdminMovie> {
  return bodyOf(api.PUT('/api/admin/movies/{id}', { headers: authHeaders(session), params: path(id), body }));
}

export function refreshMovie(session: Session, id: number): Promise<AdminRefreshResult> {
  return bodyOf(
    api.POST('/api/admin/movies/{id}/refresh', { headers: authHeaders(session), params: path(id) }),
  );
}

export function fetchSeriesList(
  session: Session,
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<SeriesPage> {
  return bodyOf(
    api.GET('/api/admin/series', { headers: read(session), params: listQuery(search, page), signal }),
  );
}

export function fetchSeries(session: Session, id: number, signal?: AbortSignal): Promise<AdminSeries> {
  return bodyOf(api.GET('/api/admin/series/{id}', { headers: read(session), params: path(id), signal }));
}

export function createSeries(session: Session, body: SeriesCreate): Promise<AdminSeries> {
  return bodyOf(api.POST('/api/admin/series', { headers: authHeaders(session), body }));
}

export function updateSeries(session: Session, id: number, body: SeriesUpdate): Promise<AdminSeries> {
  return bodyOf(api.PUT('/api/admin/series/{id}', { headers: authHeaders(session), params: path(id), body }));
}

export function refreshSeries(session: Session, id: number): Promise<AdminRefreshResult> {
  return bodyOf(
    api.POST('/api/admin/series/{id}/refresh', { headers: authHeaders(session), params: path(id) }),
  );
}

export function fetchEpisodes(
  session: Session,
  seriesId: number,
  season: number | null,
  signal?: AbortSignal,
): Promise<AdminEpisode[]> {
  return bodyOf(
    api.GET('/api/admin/series/{id}/episodes', {
      headers: read(session),
      params: { ...path(seriesId), query: season === null ? {} : { season } },
      signal,
    }),
  );
}

export function createEpisode(
  session: Session,
  seriesId: number,
  body: EpisodeCreate,
): Promise<AdminEpisode> {
  return bodyOf(
    api.POST('/api/admin/series/{id}/episodes', {
      headers: authHeaders(session),
      params: path(seriesId),
      body,
    }),
  );
}

export function updateEpisode(session: Session, id: number, body: EpisodeUpdate): Promise<AdminEpisode> {
  return bodyOf(
    api.PUT('/api/admin/episodes/{id}', { headers: authHeaders(session), params: path(id), body }),
  );
}

/** POST /admin/upload-image (multipart: image, type, entityType, entityId), the body sent as a form. */
export function uploadImage(session: Session, image: File, target: ImageTarget): Promise<ImageUploadResult> {
  return bodyOf(
    api.POST('/api/admin/upload-image', {
      headers: authHeaders(session),
      body: {
        type: target.type,
        entityType: target.entityType,
        entityId: String(target.entityId),
        image,
      },
      bodySerializer: formBody,
    }),
  );
}
