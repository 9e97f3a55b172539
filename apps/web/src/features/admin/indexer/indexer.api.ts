import type {
  AvailableGroups,
  IndexerGroup,
  IndexerServer,
  IndexerStatus,
  MessageResponse,
  RequestBody,
} from '@nzbkino/api-types';
import { api, bodyOf } from '../../../lib/api-client';
import { authHeaders, type Session } from '../../../lib/session';

export type ServerCreate = RequestBody<'/api/admin/indexer/servers', 'post'>;
export type ServerUpdate = RequestBody<'/api/admin/indexer/servers/{id}', 'patch'>;
export type GroupCreate = RequestBody<'/api/admin/indexer/groups', 'post'>;
export type GroupUpdate = RequestBody<'/api/admin/indexer/groups/{id}', 'patch'>;

/** The tab polls its status while it is visible. */
export const INDEXER_POLL_MS = 5000;

const fresh = (session: Session) => ({ ...authHeaders(session), 'Cache-Control': 'no-cache' });

export function fetchIndexer(session: Session, signal?: AbortSignal): Promise<IndexerStatus> {
  return bodyOf(api.GET('/api/admin/indexer', { headers: fresh(session), signal }));
}

export function startUpdate(session: Session): Promise<MessageResponse> {
  return bodyOf(api.POST('/api/admin/indexer/update', { headers: authHeaders(session) }));
}

export function addServer(session: Session, body: ServerCreate): Promise<IndexerServer> {
  return bodyOf(api.POST('/api/admin/indexer/servers', { headers: authHeaders(session), body }));
}

export function updateServer(session: Session, id: number, body: ServerUpdate): Promise<IndexerServer> {
  return bodyOf(
    api.PATCH('/api/admin/indexer/servers/{id}', {
      headers: authHeaders(session),
      params: { path: { id } },
      body,
    }),
  );
}

export function deleteServer(session: Session, id: number): Promise<MessageResponse> {
  return bodyOf(
    api.DELETE('/api/admin/indexer/servers/{id}', {
      headers: authHeaders(session),
      params: { path: { id } },
    }),
  );
}

export function addGroup(session: Session, body: GroupCreate): Promise<IndexerGroup> {
  return bodyOf(api.POST('/api/admin/indexer/groups', { headers: authHeaders(session), body }));
}

export function updateGroup(session: Session, id: number, body: GroupUpdate): Promise<IndexerGroup> {
  return bodyOf(
    api.PATCH('/api/admin/indexer/groups/{id}', {
      headers: authHeaders(session),
      params: { path: { id } },
      body,
    }),
  );
}

export function deleteGroup(session: Session, id: number): Promise<MessageResponse> {
  return bodyOf(
    api.DELETE('/api/admin/indexer/groups/{id}', { headers: authHeaders(session), params: { path: { id } } }),
  );
}

export function searchGroups(
  session: Session,
  pattern: string,
  signal?: AbortSignal,
): Promise<AvailableGroups> {
  return bodyOf(
    api.GET('/api/admin/indexer/available-groups', {
      headers: fresh(session),
      params: { query: { pattern } },
      signal,
    }),
  );
}
