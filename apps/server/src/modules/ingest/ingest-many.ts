import { randomUUID } from 'node:crypto';
import type { IngestResult, IngestService, IngestSource } from './ingest.service';
import type { PreparedNzb } from './prepare-nzb';

/** Most NZBs recorded in one batch (a few statements each, whatever the size). */
export const MAX_BATCH = 64;
/**
 * Batches wait for this many NZBs while more are coming: every statement on
 * the embedded database costs milliseconds of main-thread CPU, whatever it carries.
 */
export const MIN_BATCH = 24;

/**
 * Ingests many NZBs as a pipeline: several per worker are being prepared
 * (read, parsed, hashed, compressed) at any time, while the main thread
 * records whatever is ready in batches, so workers and database are busy at
 * once and the batches grow as large as the database is slow. Results are
 * reported in order of completion. Duplicates within the run are caught like
 * any other (by NZB hash and name + size). The whole run is one import
 * batch for notifications: a season imported in several batches still
 * notifies each watcher once.
 */
export async function ingestMany<T>(
  ingest: IngestService,
  items: readonly T[],
  load: (item: T) => Promise<IngestSource> | IngestSource,
  onResult: (item: T, result: IngestResult) => void,
): Promise<void> {
  // Enough that the workers stay busy while a batch fills up and while it is recorded.
  const importBatch = randomUUID();
  const inFlight = MIN_BATCH + Math.max(2, ingest.pool.parallelism * 4);
  const ready: { item: T; prepared: PreparedNzb }[] = [];
  let next = 0;
  let preparing = 0;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const signal = () => {
    wake?.();
    wake = null;
  };

  const startMore = () => {
    // Bounded by what is prepared but not yet recorded, too: memory stays flat if the database is slow.
    while (failure === null && next < items.length && preparing < inFlight && ready.length < MAX_BATCH * 2) {
      const item = items[next++]!;
      preparing += 1;
      void (async () => ingest.prepare(await load(item)))()
        .then(
          (prepared) => ready.push({ item, prepared }),
          (error: unknown) => (failure ??= error),
        )
        .finally(() => {
          preparing -= 1;
          signal();
        });
    }
  };

  startMore();
  while (failure === null && (ready.length > 0 || preparing > 0 || next < items.length)) {
    const more = preparing > 0 || next < items.length;
    if (ready.length === 0 || (more && ready.length < MIN_BATCH)) {
      startMore();
      if (preparing > 0) await new Promise<void>((resolve) => (wake = resolve));
      continue;
    }
    const batch = ready.splice(0, MAX_BATCH);
    startMore();
    const results = await ingest.record(
      batch.map((entry) => entry.prepared),
      importBatch,
    );
    for (const [n, entry] of batch.entries()) onResult(entry.item, results[n]!);
    startMore();
  }
  if (failure !== null) {
    // Let the NZBs still being prepared finish before reporting, so nothing runs on after the caller returns.
    while (preparing > 0) await new Promise<void>((resolve) => (wake = resolve));
    throw failure;
  }
}
