import type { OwnTitleRequests, TitleRequest, TitleRequestBodyInput } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { authHeaders, type Session } from '../../lib/session';

export const requestKeys = { own: ['requests', 'own'] as const };

export function fetchOwnRequests(session: Session, signal?: AbortSignal): Promise<OwnTitleRequests> {
  return bodyOf(
    api.GET('/api/requests', { headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' }, signal }),
  );
}

export function fileRequest(session: Session, body: TitleRequestBodyInput): Promise<TitleRequest> {
  return bodyOf(api.POST('/api/requests', { headers: authHeaders(session), body }));
}

export function withdrawRequest(session: Session, id: number): Promise<unknown> {
  return bodyOf(
    api.DELETE('/api/requests/{id}', { headers: authHeaders(session), params: { path: { id } } }),
  );
}
