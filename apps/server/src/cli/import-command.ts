import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { findNzbFiles, nfoPathFor } from '../modules/ingest/nzb-files';
import { addToSummary, emptySummary, formatSummary } from '../modules/ingest/import-summary';
import type { IngestService } from '../modules/ingest/ingest.service';
import { ingestMany } from '../modules/ingest/ingest-many';
import { withCliContext } from './context';

const IMPORTED_DIR = 'importiert';
const REJECTED_DIR = 'abgelehnt';

async function importOnce(ingest: IngestService, files: string[], showProgress: boolean) {
  const summary = emptySummary();
  const bar = showProgress
    ? new cliProgress.SingleBar(
        { format: 'Import [{bar}] {value}/{total} {name}', hideCursor: true },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(files.length, 0, { name: '' });
  const started = performance.now();
  const outcomes: { file: string; status: string; reason?: string }[] = [];
  await ingestMany(
    ingest,
    files,
    (nzbPath) => ({ nzbPath }),
    (file, result) => {
      addToSummary(summary, result);
      outcomes.push({
        file,
        status: result.status,
        ...(result.status === 'rejected' ? { reason: result.reason } : {}),
      });
      bar?.increment({ name: path.basename(file).slice(0, 40) });
    },
  );
  bar?.stop();
  return { summary, outcomes, seconds: (performance.now() - started) / 1000 };
}

async function settledFiles(files: string[], quietMs: number): Promise<string[]> {
  const now = Date.now();
  const settled: string[] = [];
  for (const file of files) if (now - (await stat(file)).mtimeMs >= quietMs) settled.push(file);
  return settled;
}

/** Moves handled files out of the watch folder so a restart does not look at them again. */
async function fileAway(folder: string, outcomes: { file: string; status: string; reason?: string }[]) {
  for (const { file, status, reason } of outcomes) {
    const target = path.join(folder, status === 'rejected' ? REJECTED_DIR : IMPORTED_DIR);
    await mkdir(target, { recursive: true });
    const nfo = nfoPathFor(file);
    await rename(file, path.join(target, path.basename(file)));
    if (nfo) await rename(nfo, path.join(target, path.basename(nfo)));
    if (reason) await writeFile(path.join(target, `${path.basename(file)}.grund.txt`), `${reason}\n`);
  }
}

export async function importCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { watch: { type: 'boolean', default: false }, interval: { type: 'string', default: '5' } },
  });
  if (positionals.length === 0)
    throw new Error('Aufruf: import <Dateien oder Ordner …> [--watch [--interval Sekunden]]');
  await withCliContext(async ({ services }) => {
    if (!values.watch) {
      const files = await findNzbFiles(positionals);
      const { summary, seconds } = await importOnce(services.ingest, files, process.stdout.isTTY === true);
      console.log(formatSummary(summary, seconds));
      if (summary.rejected.length) process.exitCode = 2;
      return;
    }
    const intervalMs = Math.max(1, Number(values.interval) || 5) * 1000;
    console.log(`Überwache ${positionals.join(', ')} alle ${intervalMs / 1000} s (Strg+C beendet).`);
    let stopped = false;
    process.once('SIGINT', () => (stopped = true));
    process.once('SIGTERM', () => (stopped = true));
    while (!stopped) {
      for (const folder of positionals) {
        // Skip files still being written: only those untouched for two seconds.
        const files = await settledFiles(await findNzbFiles([folder], [IMPORTED_DIR, REJECTED_DIR]), 2000);
        if (files.length === 0) continue;
        const { summary, outcomes, seconds } = await importOnce(services.ingest, files, false);
        await fileAway(folder, outcomes);
        console.log(formatSummary(summary, seconds));
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  });
}
