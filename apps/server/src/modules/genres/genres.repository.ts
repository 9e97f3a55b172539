import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { genres, movieGenres, seriesGenres } from '../../db/schema';

const columns = { id: genres.id, name: genres.name, englishName: genres.englishName, slug: genres.slug };
export type GenreRecord = { id: number; name: string; englishName: string | null; slug: string };

export class GenresRepository {
  constructor(private readonly db: Database) {}

  all(): Promise<GenreRecord[]> {
    return this.db.select(columns).from(genres).orderBy(asc(genres.name), asc(genres.id));
  }

  withMovies(): Promise<GenreRecord[]> {
    return this.db
      .select(columns)
      .from(genres)
      .where(sql`exists (select 1 from ${movieGenres} where ${movieGenres.genreId} = ${genres.id})`)
      .orderBy(asc(genres.name), asc(genres.id));
  }

  withSeries(): Promise<GenreRecord[]> {
    return this.db
      .select(columns)
      .from(genres)
      .where(sql`exists (select 1 from ${seriesGenres} where ${seriesGenres.genreId} = ${genres.id})`)
      .orderBy(asc(genres.name), asc(genres.id));
  }
}
