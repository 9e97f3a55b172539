import { count, sql } from 'drizzle-orm';
import type { Role } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/user-lock';
import { users } from '../../db/schema';

export interface OverviewCounts {
  releases: number;
  releasesToday: number;
  unmatched: number;
  movies: number;
  series: number;
  grabsToday: number;
  apiCallsToday: number;
  openRequests: number;
  openContactMessages: number;
  suspended: number;
}

/** The overview's counts, in one round trip where they can share it. */
export class OverviewRepository {
  constructor(private readonly db: Database) {}

  async counts(since: Date): Promise<OverviewCounts> {
    const [row] = rowsOf<Record<keyof OverviewCounts, number | string>>(
      await this.db.execute(sql`select
        (select count(*) from releases) as "releases",
        (select count(*) from releases where created_at >= ${since}) as "releasesToday",
        (select count(*) from releases where movie_id is null and series_id is null) as "unmatched",
        (select count(*) from movies) as "movies",
        (select count(*) from series) as "series",
        (select count(*) from grabs where created_at >= ${since}) as "grabsToday",
        (select coalesce(sum(requests), 0) from api_usage where hour >= ${since}) as "apiCallsToday",
        (select count(*) from title_requests where status = 'open') as "openRequests",
        (select count(*) from contact_messages where handled_at is null) as "openContactMessages",
        (select count(*) from users where suspended_at is not null) as "suspended"`),
    );
    return Object.fromEntries(
      Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]),
    ) as unknown as OverviewCounts;
  }

  async usersByRole(): Promise<{ role: Role; n: number }[]> {
    return this.db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  }
}
