import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    /** `not-writable`: reads work, a write failed (full disk, read-only database). */
    database: z.enum(['ok', 'not-writable', 'unavailable']),
    /** Whether the blob store (NZB, NFO, image files) takes a write. */
    blobStore: z.enum(['ok', 'not-writable']),
    /**
     * `stuck`: an NZB has been in the works for over a minute (a worker hangs),
     * so uploads and imports wait behind it; a restart clears it.
     */
    ingest: z.enum(['ok', 'stuck']),
    /**
     * The demo data of a demo start: `running` while it is being filled in behind
     * the already answering site, `done` when complete; `off` without a demo start.
     */
    demoSeed: z.enum(['off', 'running', 'done', 'failed']),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ping: answers without touching the database (liveness, load-test ceiling). */
export const pingSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ping' });
