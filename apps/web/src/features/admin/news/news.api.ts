import type { AdminNews, MessageResponse, RequestBody, SuccessBody } from '@nzbkino/api-types';
import { api, bodyOf } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export type NewsPage = SuccessBody<'/api/admin/news', 'get'>;
export type NewsCreate = RequestBody<'/api/admin/news', 'post'>;
export type NewsUpdate = RequestBody<'/api/admin/news/{id}', 'put'>;
export const NEWS_PAGE_SIZE = 25;

const path = (id: number) => ({ path: { id } });

export function fetchNews(session: Session, page: number, signal?: AbortSignal): Promise<NewsPage> {
  return bodyOf(
    api.GET('/api/admin/news', {
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
      params: { query: { page, limit: NEWS_PAGE_SIZE } },
      signal,
    }),
  );
}

export function createNews(session: Session, body: NewsCreate): Promise<AdminNews> {
  return bodyOf(api.POST('/api/admin/news', { headers: authHeaders(session), body }));
}

export function updateNews(session: Session, id: number, body: NewsUpdate): Promise<AdminNews> {
  return bodyOf(api.PUT('/api/admin/news/{id}', { headers: authHeaders(session), params: path(id), body }));
}

export function setNewsPublished(session: Session, id: number, published: boolean): Promise<AdminNews> {
  const init = { headers: authHeaders(session), params: path(id) };
  return bodyOf(
    published
      ? api.POST('/api/admin/news/{id}/publish', init)
      : api.POST('/api/admin/news/{id}/unpublish', init),
  );
}

export function deleteNews(session: Session, id: number): Promise<MessageResponse> {
  return bodyOf(api.DELETE('/api/admin/news/{id}', { headers: authHeaders(session), params: path(id) }));
}
