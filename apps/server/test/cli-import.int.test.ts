import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateNzb } from '../src/seed/nzb-factory';
import { runToEnd, startEntry, until } from './processes';

let work: string;

const cliEnv = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'silent',
});

/** The CLI as a user runs it (the built bundle), on its own PGlite folder. */
async function cli(...args: string[]) {
  return cliIn(path.join(work, 'data'), ...args);
}

const cliIn = (dataDir: string, ...args: string[]) => runToEnd('src/cli.ts', args, cliEnv(dataDir));

/** Writes a file and dates it `agoMs` back, as if its upload had ended then. */
function drop(file: string, content: string, agoMs: number) {
  writeFileSync(file, content);
  const when = new Date(Date.now() - agoMs);
  utimesSync(file, when, when);
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'nzbkino-cli-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The CLI runs on its own PGlite folder, so the PostgreSQL pass of the suite need not repeat it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run cli -- import', () => {
  it('imports the demo folder once: a second run finds only duplicates', async () => {
    const folder = path.join(work, 'nzbs');
    const written = await cli('write-demo-nzbs', folder);
    expect(written.stdout).toMatch(/\d+ Demo-NZB-Dateien/);
    const count = readdirSync(folder).filter((f) => f.endsWith('.nzb')).length;
    writeFileSync(path.join(folder, 'kaputt.nzb'), '<?xml version="1.0"?><nzb><file>');

    const first = await cli('import', folder);
    expect(first.stdout).toContain(`importiert:     ${count} `);
    expect(first.stdout).toContain('abgelehnt:      1');
    expect(first.stdout).toMatch(/kaputt\.nzb: MALFORMED/);

    const second = await cli('import', folder);
    expect(second.stdout).toContain('importiert:     0 ');
    expect(second.stdout).toContain(`Duplikate:      ${count}`);
  }, 240_000);

  it('watches a folder: imports settled files, files them away with reasons, leaves fresh ones', async () => {
    const folder = path.join(work, 'inbox');
    const dataDir = path.join(work, 'watch-data');
    mkdirSync(folder);
    const name = 'Metropolis.1927.German.1080p.BluRay.x264-WATCH';
    const nzb = generateNzb({ name, totalBytes: 300 * 1024 * 1024 });
    drop(path.join(folder, `${name}.nzb`), nzb, 5_000);
    drop(path.join(folder, `${name}.nfo`), 'Metropolis NFO\r\n', 5_000);
    drop(path.join(folder, 'kaputt.nzb'), '<nzb><file>', 5_000);
    // Still being written: touched every quarter second until the first pass is done.
    const later = 'Nosferatu.1922.German.720p.WEB.x264-WATCH';
    const laterFile = path.join(folder, `${later}.nzb`);
    drop(laterFile, generateNzb({ name: later, totalBytes: 200 * 1024 * 1024 }), 0);
    const writing = setInterval(() => {
      const now = new Date();
      utimesSync(laterFile, now, now);
    }, 250);

    const watcher = startEntry(
      'src/cli.ts',
      ['import', '--watch', folder, '--interval', '1'],
      cliEnv(dataDir),
    );
    let exitCode: number | null;
    try {
      const imported = path.join(folder, 'importiert');
      const rejected = path.join(folder, 'abgelehnt');
      await until(() => existsSync(path.join(imported, `${name}.nfo`)), 90_000, 'the first pass');
      expect(existsSync(path.join(imported, `${name}.nzb`))).toBe(true);
      expect(readFileSync(path.join(rejected, 'kaputt.nzb.grund.txt'), 'utf8')).toMatch(/^MALFORMED: /);
      expect(existsSync(path.join(rejected, 'kaputt.nzb'))).toBe(true);
      expect(existsSync(laterFile)).toBe(true);

      // Once it has settled, the next pass takes it.
      clearInterval(writing);
      const settled = new Date(Date.now() - 5_000);
      utimesSync(laterFile, settled, settled);
      await until(() => existsSync(path.join(imported, `${later}.nzb`)), 30_000, 'the settled file');
      expect(readdirSync(folder).filter((f) => f.endsWith('.nzb'))).toEqual([]);
    } finally {
      clearInterval(writing);
      exitCode = await watcher.stop();
    }
    expect(exitCode, watcher.output()).toBe(0);

    // Both were recorded: importing the filed-away NZBs again finds only duplicates.
    const again = await cliIn(dataDir, 'import', path.join(folder, 'importiert'));
    expect(again.stdout).toContain('importiert:     0 ');
    expect(again.stdout).toContain('Duplikate:      2');
  }, 240_000);

  it('explains its usage and fails on an unknown command', async () => {
    const result = await cli('gibt-es-nicht');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Befehle:');
  }, 60_000);
});
