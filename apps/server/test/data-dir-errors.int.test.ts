import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runToEnd } from './processes';

let work: string;

/** Root writes through any permission, so as root the start runs as `nobody`, for whom the folder is another user's. */
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

async function start(dataDir: string, entry = 'src/main.ts', args: string[] = []) {
  const result = await runToEnd(
    entry,
    args,
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', HOME: work },
    asRoot ? { uid: NOBODY, gid: NOBODY } : {},
  );
  return { code: result.code, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'nzbkino-datadir-'));
  // Readable for the unprivileged user the start runs as under root.
  chmodSync(work, 0o755);
});
afterAll(() => {
  chmodSync(work, 0o755);
  rmSync(work, { recursive: true, force: true });
});

// Start-up of the embedded database's folder; PostgreSQL keeps no database files here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a data folder the server cannot use', () => {
  it('stops a start on a read-only folder (or one of another user) with a German message', async () => {
    const dataDir = path.join(work, 'fremd');
    mkdirSync(dataDir);
    // Under root the folder stays root's (0755) and the start runs as nobody; otherwise it is made read-only.
    chmodSync(dataDir, asRoot ? 0o755 : 0o555);
    const result = await start(dataDir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`In den Datenordner ${dataDir} kann nicht geschrieben werden`);
    expect(result.output).toContain('setzen Sie DATA_DIR auf einen beschreibbaren Ordner');
    expect(result.output).not.toMatch(/Aborted\(\)|\n {4}at /);
  }, 120_000);

  it('names a PGlite folder of another user, for the CLI too', async () => {
    const dataDir = path.join(work, 'gemischt');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    // The data folder is the user's, its database folder is not (a start as root once, say).
    if (asRoot) chmodSync(dataDir, 0o777);
    else chmodSync(path.join(dataDir, 'pglite'), 0o555);
    const result = await start(dataDir, 'src/cli.ts', ['migrate']);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `In den Datenordner ${path.join(dataDir, 'pglite')} kann nicht geschrieben werden`,
    );
    expect(result.output).not.toMatch(/Aborted\(\)|\n {4}at /);
  }, 120_000);

  it('says so when DATA_DIR is a file', async () => {
    const file = path.join(work, 'datei');
    writeFileSync(file, 'kein Ordner');
    const result = await start(file);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${file} ist kein Ordner.`);
  }, 120_000);
});
