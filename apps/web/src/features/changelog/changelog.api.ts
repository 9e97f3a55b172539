import type { ChangelogEntry } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { NO_CACHE_HEADERS } from '../../lib/request-headers';

export function fetchChangelog(signal?: AbortSignal): Promise<ChangelogEntry[]> {
  return bodyOf(api.GET('/api/changelog', { signal, headers: NO_CACHE_HEADERS }));
}
