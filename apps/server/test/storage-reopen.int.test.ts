import fs, { mkdtempSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/modules/users/password';
import { login } from './auth-helpers';

/**
 * Takes write permission on everything under `root` away, as `chmod -R a-w`
 * does for a user other than root (who writes through any permission, so the
 * test cannot just chmod): opening a file for writing, creating, renaming and
 * removing fail with EACCES; writes through files open already go on.
 * PGlite reaches its files through Node's `fs`, as the server's own checks do.
 * Answers the function that gives the permission back.
 */
function takeWritePermission(root: string): () => void {
  const inside = (target: unknown) =>
    (typeof target === 'string' || target instanceof URL) &&
    (String(target) === root || String(target).startsWith(`${root}/`));
  const writes = (flags: unknown) =>
    typeof flags === 'number'
      ? (flags &
          (fs.constants.O_WRONLY | fs.constants.O_RDWR | fs.constants.O_CREAT | fs.constants.O_TRUNC)) !==
        0
      : typeof flags === 'string' && flags !== 'r' && flags !== 'rs';
  const denied = (syscall: string, target: unknown) =>
    Object.assign(new Error(`EACCES: permission denied, ${syscall} '${String(target)}'`), {
      code: 'EACCES',
      errno: -13,
      syscall,
      path: String(target),
    });
  const mutable = fs as unknown as Record<string, (...args: unknown[]) => unknown>;
  const names = [
    'writeFileSync',
    'mkdirSync',
    'renameSync',
    'unlinkSync',
    'rmdirSync',
    'truncateSync',
    'linkSync',
  ];
  const originals = new Map([...names, 'openSync'].map((name) => [name, mutable[name]!]));
  mutable.openSync = (file, flags, ...rest) => {
    if (inside(file) && writes(flags ?? 'r')) throw denied('open', file);
    return originals.get('openSync')!(file, flags, ...rest);
  };
  for (const name of names)
    mutable[name] = (...args) => {
      if (args.slice(0, 2).some(inside)) throw denied(name.replace(/Sync$/, ''), args[0]);
      return originals.get(name)!(...args);
    };
  syncBuiltinESMExports();
  return () => {
    for (const [name, original] of originals) mutable[name] = original;
    syncBuiltinESMExports();
  };
}

let dataDir: string;
let app: FastifyInstance;

const open = async () => {
  const built = await buildApp(
    testConfig({ webDist: '/nonexistent', dataDir, databaseUrl: undefined, apiCacheMs: 0 }),
  );
  await built.ready();
  return built;
};

const health = async () => {
  const res = await app.inject({ url: '/api/health' });
  return { status: res.statusCode, database: (res.json() as { database: string }).database };
};

/** What a visitor does on the sign-in page: a captcha, a sign-in. Answers both status codes. */
const signInPage = async () => ({
  captcha: (await app.inject({ url: '/api/auth/captcha' })).statusCode,
  login: (await login(app, { identifier: 'chefin', password: 'Sehr-geheim-2026' })).statusCode,
});

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nzbkino-reopen-'));
  app = await open();
  const passwordHash = await hashPassword('Sehr-geheim-2026');
  await app.database.db
    .insert(users)
    .values({ username: 'chefin', email: 'chefin@example.org', passwordHash });
}, 300_000);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Issue 41, low 4: the embedded database in a folder; PostgreSQL keeps no files here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the embedded database after a failed file write',
  () => {
    it('writes again once its folder takes writes again: it is opened anew, without a restart', async () => {
      expect(await signInPage()).toEqual({ captcha: 200, login: 200 });
      expect(await health()).toEqual({ status: 200, database: 'ok' });

      // The same statement for one row first: PostgreSQL has opened every file it needs to plan it.
      await app.database.db.execute(
        sql`insert into auth_throttles (key, hits, window_started_at)
          select 'eine-' || g, 1, now() from generate_series(1, 1) g`,
      );
      const giveBack = takeWritePermission(path.join(dataDir, 'pglite'));
      try {
        // Many rows at once (an import, say): PostgreSQL creates a free-space map for the table,
        // which fails, and PGlite keeps that file as "existing" from then on: until a restart every
        // later statement that needs it failed with 'could not create file …: File exists'.
        await expect(
          app.database.db.execute(
            sql`insert into auth_throttles (key, hits, window_started_at)
              select 'viele-' || g, 1, now() from generate_series(1, 20000) g`,
          ),
        ).rejects.toThrow();
        expect(await health()).toEqual({ status: 503, database: 'not-writable' });
      } finally {
        giveBack();
      }

      await app.database.db.execute(
        sql`insert into auth_throttles (key, hits, window_started_at)
          select 'danach-' || g, 1, now() from generate_series(1, 20000) g`,
      );
      for (let round = 0; round < 3; round++)
        expect(await signInPage()).toEqual({ captcha: 200, login: 200 });
      expect(await health()).toEqual({ status: 200, database: 'ok' });

      // Nothing acknowledged is lost, before the failure or after it: a fresh start finds it all.
      await app.close();
      app = await open();
      expect(await signInPage()).toEqual({ captcha: 200, login: 200 });
      const counted = (await app.database.db.execute(
        sql`select count(*)::int as n from auth_throttles where key like 'danach-%'`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(counted.rows[0]?.n).toBe(20000);
    }, 300_000);
  },
);
