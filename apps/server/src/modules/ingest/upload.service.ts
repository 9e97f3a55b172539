import { randomUUID } from 'node:crypto';
import { uploadMessages, type uploadResponseSchema } from '@nzbkino/shared';
import type { z } from 'zod';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import { HttpError } from '../../lib/http-errors';
import { storageFailure } from '../../lib/storage-errors';
import type { IngestInput, IngestResult, IngestService } from './ingest.service';

type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** One NZB of an admin upload, with the NFO of its base name if one came along. */
export interface UploadedNzb {
  fileName: string;
  data: Buffer;
  nfo?: Buffer;
}

/**
 * The admin NZB upload: the NZBs are ingested one after another as one import
 * (its episodes of a series notify each watcher once), and the upload is
 * audited. When the storage gives out part way (a full disk), the files stored
 * before stay stored, and the answer says which they are instead of claiming
 * nothing was saved.
 */
export class UploadService {
  constructor(
    private readonly ingest: IngestService,
    private readonly audit?: AuditLog,
  ) {}

  async upload(actor: AuditActor, nzbs: readonly UploadedNzb[]): Promise<UploadResponse> {
    const results: IngestResult[] = [];
    const importBatch = randomUUID();
    try {
      for (const { fileName, data, nfo } of nzbs) {
        const input: IngestInput = { nzb: data, fileName, ...(nfo ? { nfo } : {}) };
        results.push(await this.ingest.ingest(input, importBatch));
      }
    } catch (error) {
      const storage = storageFailure(error);
      const stored = nzbs.filter((_, n) => results[n]?.status === 'imported').map((nzb) => nzb.fileName);
      // With nothing stored, the error handler's own answer ("nothing was saved") is the truth.
      if (!storage || stored.length === 0) throw error;
      await this.record(actor, results);
      const notStored = nzbs.slice(results.length).map((nzb) => nzb.fileName);
      throw new HttpError(
        storage.status,
        uploadMessages.partlyStored(storage.status === 507 ? 'full' : 'notWritable', stored, notStored),
      );
    }
    const answer = summarise(results);
    await this.record(actor, results);
    return answer;
  }

  private async record(actor: AuditActor, results: IngestResult[]): Promise<void> {
    const { imported, duplicates, rejected } = summarise(results);
    await this.audit?.record(actor, {
      action: 'release.upload',
      entityType: 'release',
      after: {
        imported,
        duplicates,
        rejected,
        files: results.map((r) => ({ name: r.name, status: r.status })),
      },
    });
  }
}

function summarise(results: IngestResult[]): UploadResponse {
  return {
    results,
    imported: results.filter((r) => r.status === 'imported').length,
    duplicates: results.filter((r) => r.status === 'duplicate').length,
    rejected: results.filter((r) => r.status === 'rejected').length,
  };
}
