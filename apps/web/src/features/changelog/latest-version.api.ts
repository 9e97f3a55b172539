import { api, bodyOf } from '../../lib/api-client';
import { NO_CACHE_HEADERS } from '../../lib/request-headers';

// A version label is short and has no spaces or markup; anything else (an HTML
// fallback page, say) is not a version and must not end up in the footer.
const VERSION_PATTERN = /^[\w.+-]{1,32}$/;

/** The latest version label, or null when the answer is not a plausible label. */
export async function fetchLatestVersion(signal?: AbortSignal): Promise<string | null> {
  const answer = api.GET('/api/changelog/latest-version', {
    parseAs: 'text',
    signal,
    headers: { ...NO_CACHE_HEADERS, Accept: 'text/plain' },
  });
  const text = (await bodyOf(answer)).trim();
  return VERSION_PATTERN.test(text) ? text : null;
}
