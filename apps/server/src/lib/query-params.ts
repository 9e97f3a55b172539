import type { FastifyRequest } from 'fastify';

/**
 * Drops empty query parameters (`?genre=&search=`) before validation, so they
 * mean "not set" as they do for the original client, instead of failing as an
 * invalid number or enum value. Register as a preValidation hook.
 */
export async function dropEmptyQueryParams(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const [key, value] of Object.entries(query)) {
    if (value === '') delete query[key];
  }
}
