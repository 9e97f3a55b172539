import { z } from 'zod';

/** The outcome of one uploaded NZB (admin upload, CLI import). */
export const ingestResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('imported'),
    releaseId: z.number().int(),
    name: z.string(),
    matched: z.enum(['movie', 'episode', 'series']).nullable(),
  }),
  z.object({ status: z.literal('duplicate'), releaseId: z.number().int(), name: z.string() }),
  z.object({ status: z.literal('rejected'), name: z.string(), reason: z.string() }),
]);
export type IngestResultDto = z.infer<typeof ingestResultSchema>;

export const uploadResponseSchema = z
  .object({
    results: z.array(ingestResultSchema),
    imported: z.number().int(),
    duplicates: z.number().int(),
    rejected: z.number().int(),
  })
  .meta({ id: 'NzbUploadResult' });
