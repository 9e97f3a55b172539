/** What became of one NZB handed to the ingest pipeline. */
export type IngestResult =
  | { status: 'imported'; releaseId: number; name: string; matched: 'movie' | 'episode' | 'series' | null }
  | { status: 'duplicate'; releaseId: number; name: string }
  | { status: 'rejected'; name: string; reason: string };
