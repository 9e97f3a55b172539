import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasStarted,
  login,
  productionEnv,
  runToEnd,
  startEntry,
  startServer,
  stats,
  until,
  type RunningProcess,
} from './processes';

let work: string;
let dataDir: string;
let lockFile: string;

const env = () => productionEnv(dataDir, { API_CACHE_MS: '0', INGEST_WORKERS: '1' });

/** A second server on the same folder: it must stop before it listens. Answers its exit code and output. */
async function secondServer(): Promise<{ code: number | null; started: boolean; output: string }> {
  const second = startEntry('src/main.ts', [], env());
  await until(() => second.ended() || hasStarted(second.output()), 120_000, 'the second server');
  const started = !second.ended();
  return { code: await second.stop(), started, output: second.output() };
}

/** The pid of the child of `parent` whose command line names flock (the holder of the folder's lock). */
function flockChildOf(parent: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('flock'))
        return Number(entry);
    } catch {
      // ended meanwhile
    }
  }
  return undefined;
}

/** What the health route of a started server says of its database. */
const database = async (url: string) =>
  ((await (await fetch(`${url}/api/health`)).json()) as { database: string }).database;

const holderPid = () => (JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid;

/** Kills `server` with SIGKILL (no handler of its own runs) and waits until it has ended. */
async function killHard(server: RunningProcess): Promise<void> {
  process.kill(server.pid, 'SIGKILL');
  await until(() => server.ended(), 60_000, 'the killed server');
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'nzbkino-lock-deleted-'));
  dataDir = path.join(work, 'data');
  lockFile = path.join(dataDir, 'pglite.lock');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Issue 41: the lock file alone could be deleted under a running server, and a second one then opened the database.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || process.platform !== 'linux')(
  'the embedded database with its lock file deleted',
  () => {
    it('refuses a second server after the lock file was deleted under the first, which keeps working', async () => {
      const server = await startServer(env());
      try {
        rmSync(lockFile);
        const second = await secondServer();
        expect(second.started, second.output).toBe(false);
        expect(second.code).toBe(1);
        expect(second.output).toContain(`Der Datenordner ${dataDir} wird bereits von einem laufenden `);
        expect(second.output).toContain(
          'Auf eine eingebettete Datenbank (PGlite) darf nur ein Prozess schreiben',
        );

        // The first one answers as before and has written its lock file again.
        expect(await database(server.url)).toBe('ok');
        await until(() => existsSync(lockFile), 60_000, 'the lock file written again');
        expect(holderPid()).toBe(server.pid);
        expect(server.output()).toContain(`Die Sperrdatei ${lockFile} wurde gelöscht`);

        // So a CLI command learns again who holds the folder and runs through that server.
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
        );
        expect(admin.stdout, admin.stderr).toMatch(/Administrator chefin \(ID \d+\) angelegt\./);
        expect(admin.stderr).toContain(`Der Befehl läuft über den laufenden Server (PID ${server.pid}`);
        expect((await login(server.url, 'chefin', 'Sehr-geheim-2026')).status).toBe(200);
      } finally {
        expect(await server.stop(), server.output()).toBe(0);
      }
      expect(existsSync(lockFile)).toBe(false);
    }, 600_000);

    it('frees the folder when a server is killed with -9, and the next one holds it as firmly', async () => {
      const killed = await startServer(env());
      rmSync(lockFile);
      await killHard(killed);
      // The kernel released the lock with the process: a new server starts at once.
      const next = await startServer(env());
      try {
        expect(await stats(next.url)).toMatchObject({ userCount: 2 });
        expect((await login(next.url, 'chefin', 'Sehr-geheim-2026')).status).toBe(200);
        rmSync(lockFile);
        const second = await secondServer();
        expect(second.started, second.output).toBe(false);
        expect(second.output).toContain(`Der Datenordner ${dataDir} wird bereits von einem laufenden `);
        expect(await database(next.url)).toBe('ok');
      } finally {
        expect(await next.stop(), next.output()).toBe(0);
      }
    }, 600_000);

    it('stops a server at once when the process holding its lock is killed', async () => {
      const server = await startServer(env());
      try {
        const holder = flockChildOf(server.pid);
        expect(holder, 'the lock holder of the server').toBeDefined();
        process.kill(holder!, 'SIGKILL');
        await until(() => server.ended(), 60_000, 'the server to stop');
        expect(server.output()).toContain(`Die Sperre des Datenordners ${dataDir} ging verloren`);
      } finally {
        expect(await server.stop()).toBe(1);
      }
      // Nothing was left half-done: the next start finds everything.
      const again = await startServer(env());
      try {
        expect((await login(again.url, 'chefin', 'Sehr-geheim-2026')).status).toBe(200);
      } finally {
        expect(await again.stop()).toBe(0);
      }
    }, 600_000);
  },
);
