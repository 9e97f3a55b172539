import type { ApiKeyStatus, GeneratedApiKey } from '@nzbkino/shared';
import { getJson, sendJson } from '../../lib/api-client';
import { bool, nullable, responseOf, shape, str } from '../../lib/guards';
import { ACCOUNT_QUERY_PREFIX, authHeaders, type Session } from '../../lib/session';

export const apiKeyQueryKey = (userId: number) => [ACCOUNT_QUERY_PREFIX, 'api-key', userId] as const;

export function fetchApiKeyStatus(session: Session, signal?: AbortSignal): Promise<ApiKeyStatus> {
  return getJson(
    '/users/api-key',
    responseOf<ApiKeyStatus>(shape({ exists: bool, createdAt: nullable(str) })),
    {
      signal,
      headers: { ...authHeaders(session), 'Cache-Control': 'no-cache' },
    },
  );
}

export function generateApiKey(session: Session): Promise<GeneratedApiKey> {
  return sendJson(
    'POST',
    '/users/generate-api-key',
    undefined,
    responseOf<GeneratedApiKey>(shape({ apiKey: str, createdAt: str })),
    {
      headers: authHeaders(session),
    },
  );
}

export function revokeApiKey(session: Session): Promise<{ success: boolean }> {
  return sendJson(
    'DELETE',
    '/users/api-key',
    undefined,
    responseOf<{ success: boolean }>(shape({ success: bool })),
    {
      headers: authHeaders(session),
    },
  );
}
