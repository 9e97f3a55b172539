import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateNzb } from '../src/seed/nzb-factory';
import { adminQuery } from './admin-query';
import { productionEnv, serverDir, startEntry, until } from './processes';

let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'nzbkino-processes-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SERVER_PROCESSES on the embedded database', () => {
  it('refuses more than one process, saying why', async () => {
    const server = startEntry(
      'src/main.ts',
      [],
      productionEnv(path.join(work, 'data'), { SERVER_PROCESSES: '2' }),
    );
    await until(server.ended, 60_000, 'the refusal');
    expect(await server.stop()).toBe(1);
    expect(server.output()).toContain('SERVER_PROCESSES über 1 braucht PostgreSQL (DATABASE_URL)');
  });
});

/** The lines of one process (pino writes its pid into each). */
const linesOf = (output: string, pid: number) =>
  output.split('\n').filter((line) => line.includes(`"pid":${pid},`));

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(process.env.TEST_DATABASE_URL)('SERVER_PROCESSES on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `nzbkino_processes_${randomBytes(4).toString('hex')}`;
  let url: URL;

  beforeAll(async () => {
    url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  });
  afterAll(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('shares the port, migrates once, runs the background work once and replaces a process that dies', async () => {
    const watchDir = path.join(work, 'watch');
    mkdirSync(watchDir, { recursive: true });
    const settled = new Date(Date.now() - 60_000);
    for (let n = 1; n <= 3; n++) {
      const release = `Prozesse.Test.${n}.2024.German.1080p.WEB.x264-PROC`;
      const file = path.join(watchDir, `${release}.nzb`);
      writeFileSync(file, generateNzb({ name: release, totalBytes: 50 * 1024 * 1024 }));
      utimesSync(file, settled, settled);
    }
    const server = startEntry(
      'src/main.ts',
      [],
      productionEnv(path.join(work, 'pg-data'), {
        DATABASE_URL: url.toString(),
        SERVER_PROCESSES: '2',
        WATCH_DIR: watchDir,
        WATCH_INTERVAL: '1',
        INGEST_WORKERS: '1',
        LOG_LEVEL: 'info',
      }),
    );
    const started =
      /"pid":(\d+),[^\n]*läuft auf (http:\/\/[\d.]+:\d+) \(Datenbank: postgres, Serverprozess (\d) von 2\)/g;
    const starts = () => [...server.output().matchAll(started)];
    try {
      await until(() => starts().length >= 2 || server.ended(), 120_000, 'both processes');
      const [first, second] = starts();
      expect(new Set([first![3], second![3]])).toEqual(new Set(['0', '1']));
      expect(first![2]).toBe(second![2]);
      const origin = first![2]!;
      const pids = starts().map((m) => Number(m[1]));

      // New connections go to either process.
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${origin}/api/health`, { headers: { connection: 'close' } });
        expect(res.status).toBe(200);
      }
      for (const pid of pids)
        expect(linesOf(server.output(), pid).some((l) => l.includes('"url":"/api/health"'))).toBe(true);

      // Only process 0 watches the folder: each NZB is imported once and filed away.
      const nzbsLeft = () => readdirSync(watchDir).filter((f) => f.endsWith('.nzb')).length;
      await until(() => nzbsLeft() === 0, 60_000, 'the watch folder import');
      expect(readdirSync(path.join(watchDir, 'importiert'))).toHaveLength(3);
      expect(server.output().match(/Überwache /g)).toHaveLength(1);
      expect(server.output().match(/Erster Start: Administrator/g)).toHaveLength(1);
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      try {
        const releases = await db.query(`select count(*)::int as n from releases`);
        expect(releases.rows[0].n).toBe(3);
        // Both processes migrated the empty database at once; each migration ran once.
        const migrations = await db.query(
          `select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations`,
        );
        expect(migrations.rows[0].n).toBe(migrations.rows[0].d);
        expect(migrations.rows[0].n).toBe(
          readdirSync(path.join(serverDir, 'src/db/migrations')).filter((f) => f.endsWith('.sql')).length,
        );
      } finally {
        await db.end();
      }

      // A process that dies is started again; the site answers meanwhile.
      const victim = Number(starts().find((m) => m[3] === '1')![1]);
      process.kill(victim, 'SIGKILL');
      await until(() => starts().length >= 3, 60_000, 'the replacement');
      expect(server.output()).toContain('Prozess 1 beendet (Signal SIGKILL); er wird neu gestartet');
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);

      // SIGTERM to the primary stops every process.
      const all = starts().map((m) => Number(m[1]));
      expect(await server.stop()).toBe(0);
      expect(all.filter(running)).toEqual([]);
    } finally {
      if (!server.ended()) await server.stop();
    }
  }, 240_000);
});
