import path from 'node:path';
import { addToSummary, emptySummary, type ImportSummary } from './import-summary';
import type { IngestResult, IngestService } from './ingest.service';
import { ingestMany } from './ingest-many';

/** What became of one NZB file. */
export interface ImportOutcome {
  file: string;
  status: IngestResult['status'];
  reason?: string;
}

export interface ImportRun {
  summary: ImportSummary;
  outcomes: ImportOutcome[];
  seconds: number;
}

/**
 * Imports NZB files (an .nfo of the same name beside one is attached), as the
 * CLI, the watch folder and a CLI command handed to the server do it;
 * `onProgress` hears of each file as it is recorded.
 */
export async function importFiles(
  ingest: IngestService,
  files: readonly string[],
  onProgress: (done: number, total: number, name: string) => void = () => {},
): Promise<ImportRun> {
  const summary = emptySummary();
  const outcomes: ImportOutcome[] = [];
  const started = performance.now();
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
      onProgress(outcomes.length, files.length, path.basename(file));
    },
  );
  return { summary, outcomes, seconds: (performance.now() - started) / 1000 };
}
