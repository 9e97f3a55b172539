import type { MailLog } from '../../integrations/mail';
import type { IngestResult } from '../ingest/ingest.service';
import type { ImportOutcomes } from '../ingest/import-outcomes';
import type { ImportLogRepository } from './import-log.repository';

/** How long the overview's import log keeps an outcome. */
export const IMPORT_LOG_DAYS = 30;
const PRUNE_EVERY = 200;

/**
 * Writes the outcome of every import batch to the import log (the admin
 * overview shows the last imports and today's counts). A failure is logged,
 * never passed on: the import itself is done by then.
 */
export class ImportLog implements ImportOutcomes {
  private batches = 0;

  constructor(
    private readonly repository: ImportLogRepository,
    private readonly log: Pick<MailLog, 'error'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async recorded(results: readonly IngestResult[]): Promise<void> {
    try {
      await this.repository.insertMany(
        results.map((result) => ({
          name: result.name.slice(0, 500),
          status: result.status,
          reason: result.status === 'rejected' ? result.reason.slice(0, 1000) : null,
          releaseId: result.status === 'rejected' || !result.releaseId ? null : result.releaseId,
        })),
      );
      if (++this.batches % PRUNE_EVERY === 1) {
        await this.repository.prune(new Date(this.clock().getTime() - IMPORT_LOG_DAYS * 86_400_000));
      }
    } catch (error) {
      this.log.error({ err: error }, 'Import-Protokoll konnte nicht geschrieben werden');
    }
  }
}
