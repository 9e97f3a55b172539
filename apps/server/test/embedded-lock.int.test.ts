import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filesUnder,
  hasStarted,
  login,
  productionEnv,
  runToEnd,
  startEntry,
  startServer,
  stats,
  until,
  writeNzbs,
} from './processes';

let work: string;
let dataDir: string;

const env = (extra: Record<string, string> = {}) =>
  productionEnv(dataDir, { API_CACHE_MS: '0', INGEST_WORKERS: '1', ...extra });

const cli = (...args: string[]) => runToEnd('src/cli.ts', args, env({ LOG_LEVEL: 'silent' }));

/** One request on the control channel with the given token; answers the lines the server sent. */
function controlRequest(socket: string, token: string, command: string, args: unknown): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const connection = createConnection({ path: socket });
    let text = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (text += chunk));
    connection.on('error', reject);
    connection.on('close', () => resolve(text.split('\n').filter(Boolean)));
    connection.write(`${JSON.stringify({ token, command, args })}\n`);
  });
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'nzbkino-lock-'));
  dataDir = path.join(work, 'data');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Real processes on one PGlite folder; PostgreSQL shares a database between processes by design.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('one writer per embedded database', () => {
  const N = 40;

  it('refuses a second server, takes CLI commands through the running one, and keeps everything', async () => {
    // A lock left by a process that has ended (a crash) does not keep the server out.
    mkdirSync(dataDir, { recursive: true });
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(
      path.join(dataDir, 'pglite.lock'),
      JSON.stringify({
        id: 'deadbeefdeadbeefdeadbeef',
        pid: ended,
        host: hostname(),
        bootId: null,
        startTicks: 1,
        owner: 'CLI import',
        role: 'cli',
        since: new Date(Date.now() - 3600_000).toISOString(),
      }),
    );

    const server = await startServer(env());
    try {
      const pid = /"pid":(\d+)/.exec(server.output())?.[1];
      expect(pid).toBeTruthy();

      // A second server on the same folder stops at once and says who holds it.
      const second = startEntry('src/main.ts', [], env());
      await until(() => second.ended() || hasStarted(second.output()), 120_000, 'the second server');
      const secondStarted = !second.ended();
      expect(await second.stop()).toBe(1);
      expect(secondStarted).toBe(false);
      expect(second.output()).toContain(
        `Der Datenordner ${dataDir} wird bereits von einem laufenden Server (PID ${pid}`,
      );
      expect(second.output()).toContain('Beenden Sie zuerst den laufenden Server');

      // create-admin beside the server: the admin can sign in at once, through the server.
      const admin = await cli(
        'create-admin',
        '--username',
        'chefin',
        '--email',
        'chefin@example.org',
        '--password',
        'Sehr-geheim-2026',
      );
      expect(admin.stdout, admin.stderr).toMatch(/Administrator chefin \(ID \d+\) angelegt\./);
      expect(admin.stderr).toContain(`Der Befehl läuft über den laufenden Server (PID ${pid}`);
      expect((await login(server.url, 'chefin', 'Sehr-geheim-2026')).status).toBe(200);

      // import beside the server: the same summary and exit code as on its own.
      const inbox = path.join(work, 'inbox');
      writeNzbs(inbox, 'Verlust', N);
      writeFileSync(path.join(inbox, 'kaputt.nzb'), '<nzb><file>');
      const imported = await cli('import', inbox);
      expect(imported.stdout, imported.stderr).toContain(`importiert:     ${N} `);
      expect(imported.stdout).toContain('abgelehnt:      1');
      expect(imported.code).toBe(2);
      expect((await stats(server.url)).releaseCount).toBe(N);

      // migrate beside the server: nothing to do, and it says why.
      const migrated = await cli('migrate');
      expect(migrated.code).toBe(0);
      expect(migrated.stdout).toContain(
        'Der laufende Server hat die Migrationen bei seinem Start bereits angewendet',
      );
    } finally {
      expect(await server.stop(), server.output()).toBe(0);
    }
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // After a restart everything acknowledged is still there (the lost-data scenario of issue 10).
    const again = await startServer(env());
    try {
      expect(await stats(again.url)).toMatchObject({ releaseCount: N, userCount: 2 });
      expect((await login(again.url, 'chefin', 'Sehr-geheim-2026')).status).toBe(200);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  }, 600_000);

  it('refuses a control request with a wrong token', async () => {
    const server = await startServer(env());
    try {
      const endpoint = JSON.parse(readFileSync(path.join(dataDir, 'control', 'endpoint.json'), 'utf8')) as {
        socket: string;
        token: string;
      };
      const args = { username: 'eindringling', email: 'e@example.org', password: 'Auch-geheim-2026' };
      const wrong = endpoint.token.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      for (const token of [wrong, '', 'x'.repeat(64)]) {
        const answer = await controlRequest(endpoint.socket, token, 'create-admin', args);
        expect(answer.map((line) => JSON.parse(line))).toEqual([
          {
            type: 'error',
            message: 'Zugriff verweigert: ungültiges Token für den Befehlskanal.',
            denied: true,
          },
        ]);
      }
      expect((await login(server.url, 'eindringling', 'Auch-geheim-2026')).status).toBe(401);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 300_000);

  // The tests below go on with the data folder the first one filled.
  it('clears crash leftovers at start but keeps every blob a row or the image cache owns', async () => {
    const blobs = path.join(dataDir, 'blobs');
    const referenced = filesUnder(path.join(blobs, 'nzb'));
    expect(referenced.length).toBe(N);
    // What a kill between the blob write and the row insert leaves: a temp file and an NZB no row names.
    const orphanKey = 'ab'.repeat(32);
    const orphan = path.join(blobs, 'nzb', 'ab', `${orphanKey}.br`);
    const temp = path.join(blobs, 'nzb', 'ab', `.tmp-${orphanKey}.br.0123456789ab`);
    mkdirSync(path.dirname(orphan), { recursive: true });
    writeFileSync(orphan, 'verwaist');
    writeFileSync(temp, 'halb geschrieben');
    const cached = path.join(dataDir, 'image-cache', 'ab', `${'cd'.repeat(32)}.webp`);
    mkdirSync(path.dirname(cached), { recursive: true });
    writeFileSync(cached, 'cache');
    const old = new Date(Date.now() - 3600_000);
    for (const file of [orphan, temp, cached]) utimesSync(file, old, old);

    const server = await startServer(env());
    try {
      expect(server.output()).toContain('Reste eines Absturzes entfernt');
      expect(existsSync(orphan)).toBe(false);
      expect(existsSync(temp)).toBe(false);
      expect(existsSync(cached)).toBe(true);
      expect(filesUnder(path.join(blobs, 'nzb')).sort()).toEqual(referenced.sort());
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as Record<string, string>;
      expect(health).toMatchObject({ status: 'ok', database: 'ok', blobStore: 'ok' });
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 300_000);

  it('runs the watch folder in the server (WATCH_DIR) and takes the CLI watch loop batches', async () => {
    const serverInbox = path.join(work, 'server-inbox');
    const cliInbox = path.join(work, 'cli-inbox');
    mkdirSync(cliInbox, { recursive: true });
    const server = await startServer(env({ WATCH_DIR: serverInbox, WATCH_INTERVAL: '1' }));
    const watcher = startEntry(
      'src/cli.ts',
      ['import', '--watch', cliInbox, '--interval', '1'],
      env({ LOG_LEVEL: 'silent' }),
    );
    try {
      writeNzbs(serverInbox, 'Eingang', 3);
      writeNzbs(cliInbox, 'Beobachtet', 2);
      writeFileSync(path.join(serverInbox, 'kaputt.nzb'), '<nzb><file>');
      utimesSync(path.join(serverInbox, 'kaputt.nzb'), new Date(0), new Date(0));
      const reason = path.join(serverInbox, 'abgelehnt', 'kaputt.nzb.grund.txt');
      // The refused file may be settled in another round than the three good ones.
      await until(
        () =>
          filesUnder(path.join(serverInbox, 'importiert')).length === 3 &&
          filesUnder(path.join(cliInbox, 'importiert')).length === 2 &&
          existsSync(reason),
        120_000,
        'both watch folders',
      );
      expect(readFileSync(reason, 'utf8')).toMatch(/^MALFORMED: /);
      expect(watcher.output()).toContain('Der Befehl läuft über den laufenden Server');
      expect((await stats(server.url)).releaseCount).toBe(N + 5);
    } finally {
      expect(await watcher.stop(), watcher.output()).toBe(0);
      expect(await server.stop()).toBe(0);
    }
  }, 300_000);
});
