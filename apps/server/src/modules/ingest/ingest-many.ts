import type { IngestInput, IngestResult, IngestService } from './ingest.service';

/**
 * NZBs in flight at once. Compression and file writes run on libuv's thread
 * pool while the next NZB is parsed and matched, so a few at a time keep both
 * cores busy; more only queue behind the single embedded database connection.
 */
export const DEFAULT_INGEST_CONCURRENCY = 4;

/**
 * Ingests many NZBs with bounded concurrency and reports each outcome in input
 * order of completion. Duplicates racing each other are still caught: the NZB
 * hash is unique in the database, so the second insert reports a duplicate.
 */
export async function ingestMany<T>(
  ingest: IngestService,
  items: readonly T[],
  load: (item: T) => Promise<IngestInput> | IngestInput,
  onResult: (item: T, result: IngestResult) => void,
  concurrency = DEFAULT_INGEST_CONCURRENCY,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      onResult(item, await ingest.ingest(await load(item)));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}
