import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unavailable']),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ping: answers without touching the database (liveness, load-test ceiling). */
export const pingSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ping' });
