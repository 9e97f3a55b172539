import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { episodes, seasons, series, type SeriesRow } from '../../db/schema';
import { containsPattern } from '../../lib/text-search';

export type SeriesFields = Partial<
  Omit<typeof series.$inferInsert, 'id' | 'createdAt' | 'searchVector' | 'sortTitle'>
>;
export type EpisodeFields = Partial<
  Pick<typeof episodes.$inferInsert, 'title' | 'plot' | 'airDate' | 'runtime' | 'stillPath'>
>;

const releaseCount =
  sql<number>`(select count(*) from releases r where r.series_id = ${sql.raw('"series"."id"')})`.mapWith(
    Number,
  );
const episodeReleases =
  sql<number>`(select count(*) from releases r where r.episode_id = ${sql.raw('"episodes"."id"')})`.mapWith(
    Number,
  );

/** The admins' queries on series, their seasons and episodes. */
export class AdminSeriesRepository {
  constructor(private readonly db: Database) {}

  private where(search: string | undefined) {
    const term = search?.trim();
    return term
      ? sql`(${series.title} ilike ${containsPattern(term)} escape '!' or ${series.originalTitle} ilike ${containsPattern(term)} escape '!' or ${series.imdbId} = ${term} or ${series.tmdbId}::text = ${term} or ${series.tvdbId}::text = ${term})`
      : undefined;
  }

  page(search: string | undefined, limit: number, offset: number) {
    return this.db
      .select({
        id: series.id,
        slug: series.slug,
        title: series.title,
        firstAirDate: series.firstAirDate,
        tmdbId: series.tmdbId,
        tvdbId: series.tvdbId,
        posterPath: series.posterPath,
        numberOfSeasons: series.numberOfSeasons,
        numberOfEpisodes: series.numberOfEpisodes,
        releaseCount,
      })
      .from(series)
      .where(this.where(search))
      .orderBy(desc(series.createdAt), desc(series.id))
      .limit(limit)
      .offset(offset);
  }

  async count(search: string | undefined): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(series).where(this.where(search));
    return row?.n ?? 0;
  }

  async byId(id: number): Promise<(SeriesRow & { releaseCount: number }) | undefined> {
    const [row] = await this.db.select({ show: series, releaseCount }).from(series).where(eq(series.id, id));
    return row ? { ...row.show, releaseCount: row.releaseCount } : undefined;
  }

  seasonsOf(seriesId: number) {
    return this.db
      .select({
        id: seasons.id,
        seasonNumber: seasons.seasonNumber,
        name: seasons.name,
        airDate: seasons.airDate,
        posterPath: seasons.posterPath,
        episodeCount: seasons.episodeCount,
      })
      .from(seasons)
      .where(eq(seasons.seriesId, seriesId))
      .orderBy(asc(seasons.seasonNumber));
  }

  async insert(
    values: SeriesFields & Pick<typeof series.$inferInsert, 'slug' | 'title' | 'matchTitles'>,
  ): Promise<number> {
    const [row] = await this.db.insert(series).values(values).returning({ id: series.id });
    return row!.id;
  }

  async update(id: number, values: SeriesFields): Promise<void> {
    await this.db
      .update(series)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(series.id, id));
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: series.id })
      .from(series)
      .where(exceptId ? and(eq(series.slug, slug), ne(series.id, exceptId)) : eq(series.slug, slug))
      .limit(1);
    return row !== undefined;
  }

  async tmdbTaken(tmdbId: number, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: series.id })
      .from(series)
      .where(exceptId ? and(eq(series.tmdbId, tmdbId), ne(series.id, exceptId)) : eq(series.tmdbId, tmdbId))
      .limit(1);
    return row !== undefined;
  }

  private episodeColumns() {
    return {
      id: episodes.id,
      seriesId: episodes.seriesId,
      seasonId: episodes.seasonId,
      seasonNumber: episodes.seasonNumber,
      episodeNumber: episodes.episodeNumber,
      title: episodes.title,
      plot: episodes.plot,
      airDate: episodes.airDate,
      runtime: episodes.runtime,
      stillPath: episodes.stillPath,
      tmdbId: episodes.tmdbId,
      releaseCount: episodeReleases,
    };
  }

  episodesOf(seriesId: number, seasonNumber?: number) {
    return this.db
      .select(this.episodeColumns())
      .from(episodes)
      .where(
        seasonNumber === undefined
          ? eq(episodes.seriesId, seriesId)
          : and(eq(episodes.seriesId, seriesId), eq(episodes.seasonNumber, seasonNumber)),
      )
      .orderBy(asc(episodes.seasonNumber), asc(episodes.episodeNumber));
  }

  async episode(id: number) {
    const [row] = await this.db.select(this.episodeColumns()).from(episodes).where(eq(episodes.id, id));
    return row;
  }

  async episodeAt(
    seriesId: number,
    seasonNumber: number,
    episodeNumber: number,
  ): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: episodes.id })
      .from(episodes)
      .where(
        and(
          eq(episodes.seriesId, seriesId),
          eq(episodes.seasonNumber, seasonNumber),
          eq(episodes.episodeNumber, episodeNumber),
        ),
      );
    return row?.id;
  }

  /** Adds an episode (and its season when new), then recounts the season and the series. */
  async insertEpisode(seriesId: number, seasonNumber: number, episodeNumber: number, fields: EpisodeFields) {
    return this.db.transaction(async (tx) => {
      await tx.insert(seasons).values({ seriesId, seasonNumber }).onConflictDoNothing();
      const [season] = await tx
        .select({ id: seasons.id })
        .from(seasons)
        .where(and(eq(seasons.seriesId, seriesId), eq(seasons.seasonNumber, seasonNumber)));
      const [row] = await tx
        .insert(episodes)
        .values({ ...fields, seriesId, seasonId: season!.id, seasonNumber, episodeNumber })
        .returning({ id: episodes.id });
      await tx.execute(sql`update seasons set episode_count =
        (select count(*) from episodes e where e.season_id = ${season!.id}) where id = ${season!.id}`);
      await tx.execute(sql`update series set
        number_of_seasons = (select count(*) from seasons s where s.series_id = ${seriesId} and s.season_number > 0),
        number_of_episodes = (select count(*) from episodes e where e.series_id = ${seriesId} and e.season_number > 0)
        where id = ${seriesId}`);
      return row!.id;
    });
  }

  async updateEpisode(id: number, fields: EpisodeFields): Promise<void> {
    if (Object.keys(fields).length === 0) return;
    await this.db.update(episodes).set(fields).where(eq(episodes.id, id));
  }
}
