import { changelogListSchema, type ChangelogEntry } from '@nzbkino/shared';
import { getJson } from '../../lib/api-client';
import { NO_CACHE_HEADERS } from '../../lib/request-headers';

// Only the lazily loaded dialog imports this file, which keeps zod out of the first download.
export function fetchChangelog(signal?: AbortSignal): Promise<ChangelogEntry[]> {
  return getJson('/changelog', changelogListSchema, { signal, headers: NO_CACHE_HEADERS });
}
