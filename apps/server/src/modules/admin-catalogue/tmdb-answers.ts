import { adminMessages } from '@nzbkino/shared';
import { TmdbError } from '../../integrations/tmdb/tmdb-error';
import { HttpError } from '../../lib/http-errors';

/**
 * A TMDb failure as the admin area answers it: a missing or refused key is
 * the settings' problem (409), an unknown id a 404, the rate limit a 429, and
 * TMDb being down or unreachable a 502, each with TMDb's German text.
 */
export async function fromTmdb<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // No key in force: the settings' problem too, not the server's.
    if (error instanceof HttpError && error.statusCode === 503) throw new HttpError(409, error.message);
    if (!(error instanceof TmdbError)) throw error;
    const status =
      error.code === 'invalid_key'
        ? 409
        : error.code === 'not_found'
          ? 404
          : error.code === 'rate_limited'
            ? 429
            : 502;
    throw new HttpError(status, adminMessages.tmdbFailed(error.message));
  }
}
