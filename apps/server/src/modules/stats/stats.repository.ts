import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { movies, releases, series, users } from '../../db/schema';

export interface CatalogueCounts {
  movieCount: number;
  seriesCount: number;
  releaseCount: number;
  userCount: number;
  totalSize: number;
}

export class StatsRepository {
  constructor(private readonly db: Database) {}

  async counts(): Promise<CatalogueCounts> {
    const [movieRow, seriesRow, releaseRow, userRow] = await Promise.all([
      this.db.select({ value: count() }).from(movies),
      this.db.select({ value: count() }).from(series),
      this.db.select({ value: count(), size: sql<string | null>`sum(${releases.size})` }).from(releases),
      this.db.select({ value: count() }).from(users),
    ]);
    return {
      movieCount: movieRow[0]?.value ?? 0,
      seriesCount: seriesRow[0]?.value ?? 0,
      releaseCount: releaseRow[0]?.value ?? 0,
      userCount: userRow[0]?.value ?? 0,
      // sum() of bigint is numeric and arrives as a string.
      totalSize: Number(releaseRow[0]?.size ?? 0),
    };
  }
}
