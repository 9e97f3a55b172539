/**
 * Times the built CLI (`node apps/server/dist/cli.js import <folder>`, what
 * `npm run cli -- import` runs) on a folder of NZBs, each run into a fresh
 * empty data folder, and reports the rate the CLI prints (files over the time
 * from the first file to the last recorded release: worker start-up included,
 * process start-up and migrations not) next to the whole process's wall time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILT_CLI = fileURLToPath(new URL('../apps/server/dist/cli.js', import.meta.url));

export interface CliRun {
  /** NZB files the CLI found in the folder. */
  files: number;
  /** NZBs per second as the CLI's summary reports it. */
  rate: number;
  /** Seconds of the import itself, as the CLI reports them. */
  importSeconds: number;
  /** Seconds of the whole process: start, migrations on an empty database, import, shutdown. */
  processSeconds: number;
}

const SUMMARY = /(\d+) NZB-Dateien in ([\d.]+) s \((\d+)\/s\)/;

export function builtCliExists(): boolean {
  return existsSync(BUILT_CLI);
}

export async function timeBuiltCliImport(folder: string): Promise<CliRun> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nzbkino-cli-import-'));
  try {
    flushWriteback();
    const started = performance.now();
    const result = spawnSync(process.execPath, [BUILT_CLI, 'import', folder], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const processSeconds = (performance.now() - started) / 1000;
    const match = SUMMARY.exec(result.stdout ?? '');
    if (result.status !== 0 || !match) {
      throw new Error(
        `built CLI import failed (exit ${result.status}):\n${result.stdout ?? ''}\n${result.stderr ?? ''}`,
      );
    }
    return {
      files: Number(match[1]),
      rate: Number(match[3]),
      importSeconds: Number(match[2]),
      processSeconds,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Writes out the page cache's dirty data (the corpus just generated, the data
 * folder of the run before) so the kernel's write-back of it does not compete
 * with the run being timed for the two cores and the disk.
 */
export function flushWriteback(): void {
  spawnSync('sync');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
