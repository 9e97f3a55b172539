import { NntpError } from '../../integrations/nntp';
import { indexerMessages } from '@nzbkino/shared';

/** An indexer command that cannot run as asked (no server, unknown group); the message is German. */
export class IndexerError extends Error {
  override readonly name = 'IndexerError';
}

/** Kind and German text of anything an update met, for the error list and the CLI. */
export function describeFailure(error: unknown): { kind: string; message: string } {
  if (error instanceof NntpError) return { kind: error.kind, message: error.message };
  if (error instanceof IndexerError) return { kind: 'indexer', message: error.message };
  return { kind: 'internal', message: indexerMessages.internal((error as Error)?.message ?? String(error)) };
}
