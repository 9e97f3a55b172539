import type { IngestResult } from './ingest-result';

/**
 * Told the outcome of every recorded NZB (imported, duplicate, rejected), for
 * the admin overview's import log. Must never reject: a log that cannot be
 * written never fails or loses an import.
 */
export interface ImportOutcomes {
  recorded(results: readonly IngestResult[]): Promise<void>;
}

export const noImportOutcomes: ImportOutcomes = { recorded: async () => {} };
