import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, login, productionEnv, runToEnd, startServer, stats, writeNzbs } from './processes';
import { scratchPostgres } from './test-database';

let work: string;

/** `src/cli.ts` run to its end on `dataDir`: exit code and output. */
const cli = (dataDir: string, ...args: string[]) => cliOn('', dataDir, ...args);

/** The same with the database at `databaseUrl` (empty: the embedded one in `dataDir`). */
const cliOn = (databaseUrl: string, dataDir: string, ...args: string[]) =>
  runToEnd(
    'src/cli.ts',
    args,
    productionEnv(dataDir, { LOG_LEVEL: 'silent', INGEST_WORKERS: '1', DATABASE_URL: databaseUrl }),
  );

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'nzbkino-backup-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Real processes on PGlite folders; on PostgreSQL the database is pg_dump's (its own test below).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore of the embedded start', () => {
  it('backs up while the server runs and restores into a new folder as of that moment', async () => {
    const original = path.join(work, 'data');
    const saved = path.join(work, 'sicherung');
    const restored = path.join(work, 'neu');
    const server = await startServer(productionEnv(original, { API_CACHE_MS: '0', INGEST_WORKERS: '1' }));
    let filesAtBackup: string[];
    try {
      const admin = await cli(
        original,
        'create-admin',
        '--username',
        'chefin',
        '--email',
        'c@example.org',
        '--password',
        'Sicher-2026-x',
      );
      expect(admin.code, admin.stderr).toBe(0);
      writeNzbs(path.join(work, 'vorher'), 'Vorher', 5);
      expect((await cli(original, 'import', path.join(work, 'vorher'))).code).toBe(0);
      writeFileSync(
        path.join(original, 'site-info.json'),
        JSON.stringify({ supportEmail: 'hilfe@kino.example' }),
      );

      const backup = await cli(original, 'backup', saved);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stderr).toContain('Der Befehl läuft über den laufenden Server');
      expect(backup.stdout).toContain('Datenbank gesichert: datenbank/');
      expect(backup.stdout).toContain('Betreiberdateien gesichert: site-info.json, jwt-secret');
      filesAtBackup = filesUnder(path.join(original, 'blobs'));
      expect(filesAtBackup.length).toBeGreaterThanOrEqual(5);
      expect(filesUnder(path.join(saved, 'blobs'))).toEqual(filesAtBackup);
      const manifest = JSON.parse(readFileSync(path.join(saved, 'sicherung.json'), 'utf8'));
      expect(manifest).toMatchObject({ format: 1, database: 'pglite', files: filesAtBackup.length });
      // It holds the token secret and every member's data: the operator's eyes only.
      expect(statSync(saved).mode & 0o777).toBe(0o700);

      // A second backup never writes over the first.
      const again = await cli(original, 'backup', saved);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`Der Sicherungsordner ${saved} ist nicht leer`);

      // What happens after the backup is not in it.
      writeNzbs(path.join(work, 'nachher'), 'Nachher', 3);
      expect((await cli(original, 'import', path.join(work, 'nachher'))).code).toBe(0);
      expect((await stats(server.url)).releaseCount).toBe(8);

      // Never over a database, running or not.
      const over = await cli(original, 'restore', saved);
      expect(over.code).toBe(1);
      expect(over.stderr).toContain(`Im Datenordner ${original} liegt schon eine Datenbank`);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // Two accounts: the administrator the production start created, and chefin.
    const restore = await cli(restored, 'restore', saved);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Zurückgespielt nach ${restored}: 5 Releases, 2 Benutzer.`);
    expect(filesUnder(path.join(restored, 'blobs'))).toEqual(filesAtBackup);

    const back = await startServer(productionEnv(restored, { API_CACHE_MS: '0', INGEST_WORKERS: '1' }));
    try {
      expect(await stats(back.url)).toMatchObject({ releaseCount: 5, userCount: 2 });
      const signedIn = await login(back.url, 'chefin', 'Sicher-2026-x');
      expect(signedIn.status).toBe(200);
      const { access_token: token } = (await signedIn.json()) as { access_token: string };
      const page = (await (await fetch(`${back.url}/api/releases?limit=10`)).json()) as {
        data: { id: number; name: string }[];
      };
      expect(page.data.map((r) => r.name).every((name) => name.startsWith('Vorher.'))).toBe(true);
      // The NZB behind a restored release is there.
      const nzb = await fetch(`${back.url}/api/releases/${page.data[0]!.id}/nzb-download`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(nzb.status).toBe(200);
      expect((await nzb.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      const info = (await (await fetch(`${back.url}/api/site-info`)).json()) as { supportEmail: string };
      expect(info.supportEmail).toBe('hilfe@kino.example');
    } finally {
      expect(await back.stop()).toBe(0);
    }

    // Stopped, the CLI opens the database itself for a backup.
    const offline = await cli(original, 'backup', path.join(work, 'sicherung-2'));
    expect(offline.code, offline.stderr).toBe(0);
    expect(offline.stderr).not.toContain('laufenden Server');
    expect(existsSync(path.join(work, 'sicherung-2', 'datenbank', 'PG_VERSION'))).toBe(true);

    const nothing = await cli(path.join(work, 'leer'), 'restore', work);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('ist keine NZBKino-Sicherung');
  }, 600_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore with PostgreSQL', () => {
  it('saves and restores the files and names pg_dump for the database', async () => {
    const scratch = await scratchPostgres(process.env.TEST_DATABASE_URL!);
    const original = path.join(work, 'pg-data');
    const saved = path.join(work, 'pg-sicherung');
    const restored = path.join(work, 'pg-neu');
    const run = (dataDir: string, ...args: string[]) => cliOn(scratch.url, dataDir, ...args);
    try {
      if (!scratch.migrated) expect((await run(original, 'migrate')).code).toBe(0);
      writeNzbs(path.join(work, 'pg-nzbs'), 'Postgres', 3);
      const imported = await run(original, 'import', path.join(work, 'pg-nzbs'));
      expect(imported.code, imported.stderr).toBe(0);
      writeFileSync(path.join(original, 'impressum.txt'), 'Kino GmbH, Musterweg 1');

      const backup = await run(original, 'backup', saved);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('sichern Sie sie mit pg_dump');
      expect(backup.stdout).toContain('Betreiberdateien gesichert: impressum.txt');
      expect(existsSync(path.join(saved, 'datenbank'))).toBe(false);
      const files = filesUnder(path.join(original, 'blobs'));
      expect(files.length).toBeGreaterThanOrEqual(3);
      expect(filesUnder(path.join(saved, 'blobs'))).toEqual(files);
      const manifest = JSON.parse(readFileSync(path.join(saved, 'sicherung.json'), 'utf8'));
      expect(manifest).toMatchObject({ format: 1, database: 'postgres', files: files.length });

      // The database stays where it is (pg_restore is the operator's step); the files come back beside it.
      const restore = await run(restored, 'restore', saved);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('sichern Sie sie mit pg_dump');
      expect(restore.stdout).toContain(`Zurückgespielt nach ${restored}: 3 Releases, 0 Benutzer.`);
      expect(filesUnder(path.join(restored, 'blobs'))).toEqual(files);
      expect(readFileSync(path.join(restored, 'impressum.txt'), 'utf8')).toBe('Kino GmbH, Musterweg 1');

      // Never over files already there.
      const again = await run(restored, 'restore', saved);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`Im Datenordner ${restored}`);
    } finally {
      await scratch.drop();
    }
  }, 300_000);
});
