/**
 * Public catalogue answers may sit in the browser's HTTP cache for 15 minutes
 * (and be served stale for 30 more while it revalidates: spec 000 §7). A browser
 * that has just changed something — a download counts a grab, an admin saves a
 * title — must not be shown its own change undone: for that long after a
 * successful write, its reads ask for a fresh answer (`Cache-Control: no-cache`).
 * Kept in local storage, so a reload and the public page opened in another tab
 * see it too. Visitors who only browse keep the cache.
 */
const KEY = 'nzbkino.freshReadsUntil';
/** max-age 900 s plus stale-while-revalidate 1,800 s. */
export const FRESH_READS_MS = 45 * 60_000;

export function noteWrite(now = Date.now()): void {
  try {
    localStorage.setItem(KEY, String(now + FRESH_READS_MS));
  } catch {
    // Storage refused (private mode, quota): the page's own queries are still refreshed.
  }
}

export function readsMustBeFresh(now = Date.now()): boolean {
  try {
    return Number(localStorage.getItem(KEY)) > now;
  } catch {
    return false;
  }
}
