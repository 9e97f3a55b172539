import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
let work: string;

/** The CLI as a user runs it, from source through tsx, on its own PGlite folder. */
async function cli(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/cli.ts'), ...args], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: path.join(work, 'data'), DATABASE_URL: '', LOG_LEVEL: 'silent' },
    maxBuffer: 10 * 1024 * 1024,
  }).catch((error: { stdout: string; stderr: string; code: number }) => error);
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

  it('explains its usage and fails on an unknown command', async () => {
    const result = await cli('gibt-es-nicht');
    expect((result as { code?: number }).code).toBe(1);
    expect(result.stdout).toContain('Befehle:');
  }, 60_000);
});
