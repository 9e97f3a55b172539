import type { Operation, RequestBody, SuccessBody, TitleRequest } from '@nzbkino/api-types';
import { api, bodyOf } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export type RequestQuery = NonNullable<Operation<'/api/admin/requests', 'get'>['parameters']['query']>;
export type RequestPage = SuccessBody<'/api/admin/requests', 'get'>;
export type ResolveBody = RequestBody<'/api/admin/requests/{id}', 'put'>;
export const REQUEST_PAGE_SIZE = 25;

export function fetchRequests(
  session: Session,
  query: RequestQuery,
  signal?: AbortSignal,
): Promise<RequestPage> {
  return bodyOf(
    api.GET('/api/admin/requests', {
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
      params: { query },
      signal,
    }),
  );
}

export function resolveRequest(session: Session, id: number, body: ResolveBody): Promise<TitleRequest> {
  return bodyOf(
    api.PUT('/api/admin/requests/{id}', { headers: authHeaders(session), params: { path: { id } }, body }),
  );
}
