import { z } from 'zod';

/** The usenet header indexer's environment (issue 43); the README documents each variable. */
export const indexerEnvSchema = z.object({
  NNTP_URL: z
    .string()
    .regex(/^nntps?:\/\//, 'NNTP_URL muss mit nntp:// oder nntps:// beginnen')
    .optional(),
  NNTP_CONNECTIONS: z.coerce.number().int().min(1).max(64).default(4),
  INDEX_GROUPS: z.string().optional(),
  INDEX_INTERVAL: z.coerce.number().int().min(0).max(86_400).default(300),
  INDEX_CHUNK: z.coerce.number().int().min(100).max(100_000).default(20_000),
  INDEX_RELEASE_DELAY: z.coerce.number().int().min(0).max(10_080).default(120),
  INDEX_MIN_COMPLETION: z.coerce.number().int().min(0).max(100).default(90),
  INDEX_EXPIRE_HOURS: z.coerce.number().int().min(1).max(8760).default(48),
  INDEX_PART_ATTEMPTS: z.coerce.number().int().min(0).max(100).default(3),
  INDEX_MIN_RELEASE_KB: z.coerce.number().int().min(0).max(10_485_760).default(1024),
});

export interface IndexerConfig {
  /** A news server from the environment (`nntp://user:pass@host:119`), besides those of the admin area. */
  nntpUrl: string | undefined;
  /** Connections to the NNTP_URL server. */
  connections: number;
  /** Groups the environment adds (created at start, active). */
  groups: string[];
  /** Seconds between two background updates; 0 turns them off (the CLI still runs them). */
  intervalSeconds: number;
  /** Articles per OVER command. */
  chunkSize: number;
  /** A collection not seen for this long becomes a release, complete or not. */
  releaseDelayMs: number;
  /** ... when at least this share of its articles arrived (percent). */
  minCompletion: number;
  /** Incomplete leftovers are deleted this long after they were last seen. */
  expireMs: number;
  /** How often part repair asks for an article the server did not list. */
  repairAttempts: number;
  /** Smaller collections are junk (one-part floods), dropped instead of made into releases. */
  minReleaseBytes: number;
}

const GROUP = /^[a-z0-9][a-z0-9+_.-]{0,199}$/i;

export function indexerConfig(e: z.infer<typeof indexerEnvSchema>): IndexerConfig | { error: string } {
  const groups = (e.INDEX_GROUPS ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  const bad = groups.find((g) => !GROUP.test(g));
  if (bad) return { error: `INDEX_GROUPS: „${bad}“ ist kein Gruppenname (z. B. alt.binaries.german).` };
  return {
    nntpUrl: e.NNTP_URL,
    connections: e.NNTP_CONNECTIONS,
    groups,
    intervalSeconds: e.INDEX_INTERVAL,
    chunkSize: e.INDEX_CHUNK,
    releaseDelayMs: e.INDEX_RELEASE_DELAY * 60_000,
    minCompletion: e.INDEX_MIN_COMPLETION,
    expireMs: e.INDEX_EXPIRE_HOURS * 3_600_000,
    repairAttempts: e.INDEX_PART_ATTEMPTS,
    minReleaseBytes: e.INDEX_MIN_RELEASE_KB * 1024,
  };
}
