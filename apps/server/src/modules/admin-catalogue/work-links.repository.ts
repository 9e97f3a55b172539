import { asc, eq } from 'drizzle-orm';
import type { AdminTrailer } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { genres, movieGenres, seriesGenres, trailers } from '../../db/schema';

export type WorkKind = 'movie' | 'series';

const genreTable = {
  movie: { table: movieGenres, workId: movieGenres.movieId, genreId: movieGenres.genreId },
  series: { table: seriesGenres, workId: seriesGenres.seriesId, genreId: seriesGenres.genreId },
} as const;
const trailerWorkId = { movie: trailers.movieId, series: trailers.seriesId } as const;

/** The genres and trailers of a film or series, read and replaced as a whole. */
export class WorkLinksRepository {
  constructor(private readonly db: Database) {}

  async genresOf(kind: WorkKind, id: number): Promise<string[]> {
    const link = genreTable[kind];
    const rows = await this.db
      .select({ name: genres.name })
      .from(link.table)
      .innerJoin(genres, eq(genres.id, link.genreId))
      .where(eq(link.workId, id))
      .orderBy(asc(genres.name));
    return rows.map((row) => row.name);
  }

  async setGenres(kind: WorkKind, id: number, genreIds: number[]): Promise<void> {
    const link = genreTable[kind];
    await this.db.delete(link.table).where(eq(link.workId, id));
    if (genreIds.length === 0) return;
    const rows = [...new Set(genreIds)].map((genreId) =>
      kind === 'movie' ? { movieId: id, genreId } : { seriesId: id, genreId },
    );
    await this.db.insert(link.table).values(rows as never);
  }

  async trailersOf(kind: WorkKind, id: number): Promise<AdminTrailer[]> {
    return this.db
      .select({ site: trailers.site, type: trailers.type, key: trailers.key, name: trailers.name })
      .from(trailers)
      .where(eq(trailerWorkId[kind], id))
      .orderBy(asc(trailers.position), asc(trailers.id));
  }

  async setTrailers(kind: WorkKind, id: number, list: AdminTrailer[]): Promise<void> {
    await this.db.delete(trailers).where(eq(trailerWorkId[kind], id));
    if (list.length === 0) return;
    await this.db.insert(trailers).values(
      list.map((trailer, position) => ({
        ...trailer,
        position,
        official: false,
        ...(kind === 'movie' ? { movieId: id } : { seriesId: id }),
      })),
    );
  }
}
