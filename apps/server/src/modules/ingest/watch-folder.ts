import { lstat, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportOutcome } from './import-files';
import { findNzbFiles, nfoPathFor } from './nzb-files';

export const IMPORTED_DIR = 'importiert';
export const REJECTED_DIR = 'abgelehnt';
/** A file untouched this long is taken as completely written. */
const SETTLED_MS = 2000;

/** Imports a batch of NZB files and tells what became of each. */
export type ImportBatch = (files: string[]) => Promise<ImportOutcome[]>;

async function settledFiles(folder: string): Promise<string[]> {
  const files = await findNzbFiles([folder], { skipFolders: [IMPORTED_DIR, REJECTED_DIR] });
  const now = Date.now();
  const settled: string[] = [];
  for (const file of files) {
    // The entry itself, not what a link points to: a link (even a dangling one) is refused and filed away too.
    const info = await lstat(file).catch(() => null);
    if (info && now - info.mtimeMs >= SETTLED_MS) settled.push(file);
  }
  return settled;
}

/** Moves handled files out of the watch folder so a restart does not look at them again. */
async function fileAway(folder: string, outcomes: ImportOutcome[]): Promise<void> {
  for (const { file, status, reason } of outcomes) {
    const target = path.join(folder, status === 'rejected' ? REJECTED_DIR : IMPORTED_DIR);
    await mkdir(target, { recursive: true });
    const nfo = nfoPathFor(file);
    // The reason first: whoever sees a refused file in abgelehnt/ finds why beside it.
    if (reason) await writeFile(path.join(target, `${path.basename(file)}.grund.txt`), `${reason}\n`);
    await rename(file, path.join(target, path.basename(file)));
    if (nfo) await rename(nfo, path.join(target, path.basename(nfo)));
  }
}

/** One look at a watch folder: imports the settled NZBs (skipping those still being written) and files them away. */
export async function watchPass(folder: string, importBatch: ImportBatch): Promise<void> {
  const files = await settledFiles(folder);
  if (files.length === 0) return;
  await fileAway(folder, await importBatch(files));
}

export interface FolderWatcher {
  /** Ends the watch after the pass under way, if any. */
  stop(): Promise<void>;
}

/**
 * Watches folders: a pass over each every `intervalMs`, the next one planned
 * when the last has ended. A failed pass is reported and the watch goes on.
 */
export function watchFolders(
  folders: readonly string[],
  intervalMs: number,
  importBatch: ImportBatch,
  onError: (folder: string, error: unknown) => void,
): FolderWatcher {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    for (const folder of folders) {
      if (stopped) return;
      await watchPass(folder, importBatch).catch((error: unknown) => onError(folder, error));
    }
  };
  const loop = () => {
    running = pass().finally(() => {
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };
  loop();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
