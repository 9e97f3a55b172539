import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@nzbkino/shared';
import { bearer, tokenFor } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};

/** Routes that must stay protected, whatever else the table holds. */
const REQUIRED = [
  'GET /api/users/profile',
  'PUT /api/users/email',
  'PUT /api/users/password',
  'POST /api/users/logout-all',
  'GET /api/users/api-key',
  'POST /api/users/generate-api-key',
  'DELETE /api/users/api-key',
  'POST /api/admin/releases/upload',
  'POST /api/news/:id/reaction',
  'DELETE /api/news/:id/reaction',
  'POST /api/releases/:id/nzb-download',
  'POST /api/releases/:id/download',
  'POST /api/releases/:id/download-link',
  'GET /api/downloads',
  'GET /api/cart/limits',
  'POST /api/cart/add/:id',
  'POST /api/cart',
  'GET /api/cart/releases',
  'DELETE /api/cart/remove/:id',
  'DELETE /api/cart/clear',
  'POST /api/cart/download-zip',
  'GET /api/watchlist',
  'GET /api/watchlist/stats',
  'POST /api/watchlist/movie/:id',
  'POST /api/watchlist/series/:id',
  'DELETE /api/watchlist/:id',
  'DELETE /api/watchlist/movie/:id',
  'DELETE /api/watchlist/series/:id',
  'PUT /api/watchlist/notifications/:id',
  'GET /api/watchlist/check/movie/:id',
  'GET /api/watchlist/check/series/:id',
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'POST /api/notifications/:id/read',
  'POST /api/notifications/mark-all-read',
  'DELETE /api/notifications/:id',
  'GET /api/users/ntfy/settings',
  'PUT /api/users/ntfy/settings',
  'POST /api/users/ntfy/test',
  'GET /api/users/notification-mail',
  'PUT /api/users/notification-mail',
  'GET /api/nfo/:file',
  'POST /api/nfo/:file/view-token',
  'GET /api/admin/audit',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/users',
  'GET /api/admin/users/:id',
  'PUT /api/admin/users/:id/role',
  'POST /api/admin/users/:id/suspend',
  'POST /api/admin/users/:id/unsuspend',
  'POST /api/admin/users/:id/password-reset',
  'DELETE /api/admin/users/:id',
  'GET /api/admin/releases',
  'GET /api/admin/releases/:id',
  'PUT /api/admin/releases/:id',
  'POST /api/admin/releases/rematch',
  'DELETE /api/admin/releases/:id',
  'GET /api/subscriptions/current',
  'GET /api/subscriptions/history',
  'POST /api/subscriptions/trial',
  'POST /api/admin/users/:id/membership',
  'GET /api/admin/users/:id/memberships',
  'GET /api/nodebb/token',
  'GET /api/admin/overview',
  'GET /api/admin/news',
  'GET /api/admin/news/:id',
  'POST /api/admin/news',
  'PUT /api/admin/news/:id',
  'POST /api/admin/news/:id/publish',
  'POST /api/admin/news/:id/unpublish',
  'DELETE /api/admin/news/:id',
  'GET /api/admin/changelogs',
  'GET /api/admin/changelogs/:id',
  'POST /api/admin/changelogs',
  'PUT /api/admin/changelogs/:id',
  'DELETE /api/admin/changelogs/:id',
  'GET /api/admin/movies',
  'GET /api/admin/movies/:id',
  'POST /api/admin/movies',
  'PUT /api/admin/movies/:id',
  'POST /api/admin/movies/:id/refresh',
  'GET /api/admin/series',
  'GET /api/admin/series/:id',
  'POST /api/admin/series',
  'PUT /api/admin/series/:id',
  'POST /api/admin/series/:id/refresh',
  'GET /api/admin/series/:id/episodes',
  'POST /api/admin/series/:id/episodes',
  'PUT /api/admin/episodes/:id',
  'POST /api/admin/upload-image',
];

beforeAll(async () => {
  // With the forum configured, so that its token route answers members like every member route.
  t = await createTestApp({
    forum: {
      url: 'https://forum.example.org',
      secret: 'x'.repeat(32),
      cookieName: 'token',
      cookieDomain: null,
    },
  });
  for (const role of ['USER', 'PREMIUM', 'VIP', 'ADMIN'] as const) {
    const name = `rolle-${role.toLowerCase()}`;
    await t.app.services.users.createAccount({
      username: name,
      email: `${name}@example.org`,
      password: 'Rollen-Test-1',
      role,
    });
    tokens[role] = await tokenFor(t.app, name, 'Rollen-Test-1');
  }
});
afterAll(() => t.close());

const guarded = () => t.app.guardedRoutes.map((r) => ({ ...r, id: `${r.method} ${r.url}` }));
// A placeholder that names nothing: id 1 would be a real account, and the admin routes act on it.
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

function call(method: string, url: string, token?: string) {
  return t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    // A body that no route accepts: the guard must answer before validation does.
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unerwartet: true } }),
    headers: token ? bearer(token) : {},
  });
}

describe('every authenticated and admin route', () => {
  it('is in the guarded route table, and documented with bearer security in the OpenAPI', () => {
    const ids = guarded().map((r) => r.id);
    for (const id of REQUIRED) expect(ids).toContain(id);
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
    const documented = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security)
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(new Set(documented)).toEqual(new Set(ids));
  });

  it('admits administrators alone to every /api/admin route (not only to those the guard table lists)', () => {
    // The table is built from the guards, so a route whose guard was weakened to any member would
    // pass the checks below as a member route: every documented admin operation must name ADMIN alone.
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const adminOperations = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(adminOperations.length).toBeGreaterThan(50);
    const rolesOf = new Map(guarded().map((r) => [r.id, r.roles]));
    for (const id of adminOperations) expect(rolesOf.get(id), id).toEqual(['ADMIN']);
  });

  it('answers 401 without a token, before reading the body', async () => {
    for (const route of guarded()) {
      const res = await call(route.method, route.url);
      expect(res.statusCode, route.id).toBe(401);
      // Downloads, the cart and NFOs answer visitors with the spec's own texts (001 §5, §8).
      expect(res.json().message, route.id).toBe(route.loginMessage ?? 'Anmeldung erforderlich.');
    }
  });

  it('answers 403 to every role it does not admit (admin routes: USER, PREMIUM, VIP)', async () => {
    const adminRoutes = guarded().filter((r) => r.roles !== 'any');
    expect(adminRoutes.map((r) => r.id)).toContain('POST /api/admin/releases/upload');
    for (const route of adminRoutes) {
      for (const role of ['USER', 'PREMIUM', 'VIP', 'ADMIN'] as const) {
        const res = await call(route.method, route.url, tokens[role]);
        if ((route.roles as Role[]).includes(role)) {
          expect([401, 403], `${route.id} as ${role}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${route.id} as ${role}`).toBe(403);
          expect(res.json().message).toBe('Für diese Aktion fehlen die Berechtigungen.');
        }
      }
    }
  });

  it('lets every signed-in role through the member routes', async () => {
    for (const route of guarded().filter((r) => r.roles === 'any' && r.method === 'GET')) {
      // A route with a path parameter is called with a placeholder that names nothing: 404, but not refused.
      const expected = route.url.includes(':') ? 404 : 200;
      for (const role of ['USER', 'PREMIUM', 'VIP', 'ADMIN'] as const) {
        expect((await call(route.method, route.url, tokens[role])).statusCode, `${route.id} as ${role}`).toBe(
          expected,
        );
      }
    }
  });
});
