import type { ApiKeyStatus, GeneratedApiKey, Success } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { ACCOUNT_QUERY_PREFIX, authHeaders, type Session } from '../../lib/session';

export const apiKeyQueryKey = (userId: number) => [ACCOUNT_QUERY_PREFIX, 'api-key', userId] as const;

export function fetchApiKeyStatus(session: Session, signal?: AbortSignal): Promise<ApiKeyStatus> {
  const headers = { ...authHeaders(session), 'Cache-Control': 'no-cache' };
  return bodyOf(api.GET('/api/users/api-key', { signal, headers }));
}

export function generateApiKey(session: Session): Promise<GeneratedApiKey> {
  return bodyOf(api.POST('/api/users/generate-api-key', { headers: authHeaders(session) }));
}

export function revokeApiKey(session: Session): Promise<Success> {
  return bodyOf(api.DELETE('/api/users/api-key', { headers: authHeaders(session) }));
}
