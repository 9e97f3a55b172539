import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { movies, series } from '../../db/schema';

type MovieIds = Partial<{ imdbId: string | null }>;
type SeriesIds = Partial<{
  imdbId: string | null;
  tvdbId: number | null;
  tvmazeId: number | null;
  tvrageId: number | null;
}>;

/** The external ids of films and series (IMDb, TMDb, TVDB, TVmaze, TVRage). */
export class ExternalIdsRepository {
  constructor(private readonly db: Database) {}

  async updateMovie(id: number, ids: MovieIds) {
    const [row] = await this.db
      .update(movies)
      .set({ ...ids, updatedAt: new Date() })
      .where(eq(movies.id, id))
      .returning({ imdbId: movies.imdbId, tmdbId: movies.tmdbId });
    return row;
  }

  async updateSeries(id: number, ids: SeriesIds) {
    const [row] = await this.db
      .update(series)
      .set({ ...ids, updatedAt: new Date() })
      .where(eq(series.id, id))
      .returning({
        imdbId: series.imdbId,
        tmdbId: series.tmdbId,
        tvdbId: series.tvdbId,
        tvmazeId: series.tvmazeId,
        tvrageId: series.tvrageId,
      });
    return row;
  }
}
