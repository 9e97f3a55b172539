/**
 * The web app's page paths (route table of spec 000 §2) as the server knows
 * them: the server answers every other non-API path with the app's 404 page
 * AND the status 404, so crawlers and monitors see what a visitor sees.
 * `:name` stands for one path segment. A web test keeps this list equal to the
 * router's table (apps/web/src/app/routes.tsx).
 */
export const webPagePaths = [
  '/',
  '/auth/signin',
  '/auth/signup',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/login',
  '/pricing',
  '/faq',
  '/about',
  '/impressum',
  '/datenschutz',
  '/subscription/plans',
  '/subscription/success',
  '/store/success',
  '/subscription/premium',
  '/subscription/history',
  '/settings',
  '/cart',
  '/downloads',
  '/watchlist',
  '/api-management',
  '/requests',
  '/releases',
  '/movies',
  '/movies/:slug',
  '/series',
  '/series/:slug',
  '/series/:slug/season/:seasonNumber/episode/:episodeNumber',
  '/admin',
  '/admin/releases',
  '/admin/movies',
  '/admin/movies/:id',
  '/admin/series',
  '/admin/series/:id',
  '/admin/episodes',
  '/admin/users',
  '/admin/users/:id',
  '/admin/requests',
  '/admin/audit',
  '/admin/news',
  '/admin/changelogs',
  '/admin/messages',
  '/admin/settings',
  '/admin/indexer',
] as const;

const patterns = webPagePaths.map((p) => p.split('/').filter(Boolean));

/** Whether the web app has a page (not its 404 page) at `pathname`. */
export function isWebPagePath(pathname: string): boolean {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return false;
  }
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
