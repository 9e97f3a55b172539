// Cache hints the original client sent with every call (spec 000 §7). They are
// part of the public contract, so a server or proxy tuned for them keeps working.
const ADMIN_MARKERS = [
  '/admin/',
  '/api/admin/',
  'admin/releases',
  'admin/movies',
  'admin/series',
  'admin/episodes',
  'admin/users',
  'admin/settings',
];
const CRITICAL_MARKERS = ['/hero-items', '/movies?limit=20', '/stats'];

export const NO_CACHE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
};

export function cacheHeadersFor(url: string): Record<string, string> {
  if (ADMIN_MARKERS.some((marker) => url.includes(marker))) {
    return { 'X-Priority': 'high', ...NO_CACHE_HEADERS };
  }
  if (CRITICAL_MARKERS.some((marker) => url.includes(marker))) {
    return { 'X-Priority': 'high', 'Cache-Control': 'max-age=300, stale-while-revalidate=600' };
  }
  return { 'Cache-Control': 'max-age=900, stale-while-revalidate=1800' };
}
