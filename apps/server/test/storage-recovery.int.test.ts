import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, productionEnv, runToEnd, startServer, until } from './processes';

/** Root writes through any permission, so as root the server runs as `nobody`, whose folder then loses its rights. */
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const as = asRoot ? { uid: NOBODY, gid: NOBODY } : {};

let work: string;
let dataDir: string;

const env = () => ({
  ...productionEnv(dataDir, { API_CACHE_MS: '0', INGEST_WORKERS: '1' }),
  HOME: work,
});

/** Write permission on the database folder and everything in it, taken away or given back (`chmod -R`). */
const writable = (on: boolean) =>
  execFileSync('chmod', ['-R', on ? 'u+w' : 'a-w', path.join(dataDir, 'pglite')]);

type Health = { status: string; database: string };
const health = async (url: string) => (await (await fetch(`${url}/api/health`)).json()) as Health;

/** What a visitor does on the sign-in page: a captcha, a sign-in. Answers both status codes. */
async function signInPage(url: string): Promise<{ captcha: number; login: number }> {
  const captcha = (await fetch(`${url}/api/auth/captcha`)).status;
  return { captcha, login: (await login(url, 'chefin', 'Sehr-geheim-2026')).status };
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'nzbkino-storage-'));
  // Readable for the unprivileged user the server runs as under root.
  chmodSync(work, 0o755);
  dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  if (asRoot) chownSync(dataDir, NOBODY, NOBODY);
});
afterAll(() => {
  execFileSync('chmod', ['-R', 'u+w', work]);
  rmSync(work, { recursive: true, force: true });
});

// Issue 41, low 4: the embedded database's files; PostgreSQL keeps none here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the embedded database after its folder was not writable',
  () => {
    it('says so in /api/health meanwhile, and works again without a restart once it is writable', async () => {
      const server = await startServer(env(), as);
      try {
        const admin = await runToEnd(
          'src/cli.ts',
          [
            'create-admin',
            '--username',
            'chefin',
            '--email',
            'chefin@example.org',
            '--password',
            'Sehr-geheim-2026',
          ],
          { ...env(), LOG_LEVEL: 'silent' },
          as,
        );
        expect(admin.stdout, admin.stderr).toMatch(/Administrator chefin \(ID \d+\) angelegt\./);
        expect(await signInPage(server.url)).toEqual({ captcha: 200, login: 200 });
        expect(await health(server.url)).toMatchObject({ database: 'ok' });

        writable(false);
        try {
          // Whatever fails now, the health route must not claim the database takes writes.
          await signInPage(server.url);
          expect(await health(server.url)).toMatchObject({ status: 'degraded', database: 'not-writable' });
        } finally {
          writable(true);
        }

        // Writable again: the same server answers every request again, and its health says so.
        await until(
          async () => (await health(server.url)).database === 'ok',
          120_000,
          'the database to recover',
        );
        expect(await signInPage(server.url)).toEqual({ captcha: 200, login: 200 });
        for (let round = 0; round < 3; round++)
          expect(await signInPage(server.url)).toEqual({ captcha: 200, login: 200 });
        expect(await health(server.url)).toMatchObject({ database: 'ok' });
      } finally {
        expect(await server.stop(), server.output()).toBe(0);
      }
    }, 600_000);
  },
);
