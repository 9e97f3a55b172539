import { z } from 'zod';

/** The one JSON shape of every error answer of the server. */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
  })
  .passthrough()
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
