import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  episodes,
  movieCast,
  movieCompanies,
  movieGenres,
  movies,
  seasons,
  series,
  seriesCast,
  seriesCompanies,
  seriesGenres,
  trailers,
} from '../../db/schema';

export type MovieValues = Omit<typeof movies.$inferInsert, 'id' | 'createdAt' | 'searchVector'>;
export type SeriesValues = Omit<typeof series.$inferInsert, 'id' | 'createdAt' | 'searchVector'>;
export type SeasonValues = Omit<typeof seasons.$inferInsert, 'id' | 'seriesId'>;
export type EpisodeValues = Omit<
  typeof episodes.$inferInsert,
  'id' | 'seasonId' | 'seriesId' | 'seasonNumber'
>;
export type TrailerValues = Omit<typeof trailers.$inferInsert, 'id' | 'movieId' | 'seriesId'>;

export interface WorkLinks {
  genreIds: number[];
  cast: { personId: number; character?: string | undefined }[];
  companyIds: number[];
  trailers: TrailerValues[];
}

type Work = typeof movies | typeof series;

/** Movies and series with their genre, cast, company and trailer links; seasons and episodes. */
export class CatalogueWorksRepository {
  constructor(private readonly db: Database) {}

  /** The row a work updates: same TMDb id, or (without one) the same slug. */
  private async existingId(
    table: Work,
    tmdbId: number | null | undefined,
    slug: string,
  ): Promise<number | undefined> {
    const where: SQL | undefined =
      tmdbId != null
        ? or(eq(table.tmdbId, tmdbId), and(sql`${table.tmdbId} is null`, eq(table.slug, slug)))
        : eq(table.slug, slug);
    const [row] = await this.db.select({ id: table.id }).from(table).where(where).limit(1);
    return row?.id;
  }

  /** Whether another movie (or series) than the one with this TMDb id or slug has the slug. */
  async isSlugTaken(
    kind: 'movie' | 'series',
    slug: string,
    tmdbId: number | null | undefined,
  ): Promise<boolean> {
    const table: Work = kind === 'movie' ? movies : series;
    const ownId = await this.existingId(table, tmdbId, slug);
    const [row] = await this.db
      .select({ id: table.id })
      .from(table)
      .where(ownId === undefined ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, ownId)))
      .limit(1);
    return row !== undefined;
  }

  async saveMovie(values: MovieValues, links: WorkLinks): Promise<{ id: number; created: boolean }> {
    return this.db.transaction(async (tx) => {
      const repo = new CatalogueWorksRepository(tx as unknown as Database);
      const existing = await repo.existingId(movies, values.tmdbId, values.slug);
      let id = existing;
      if (id === undefined) {
        id = (await tx.insert(movies).values(values).returning({ id: movies.id }))[0]!.id;
      } else {
        await tx
          .update(movies)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(movies.id, id));
        await tx.delete(movieGenres).where(eq(movieGenres.movieId, id));
        await tx.delete(movieCast).where(eq(movieCast.movieId, id));
        await tx.delete(movieCompanies).where(eq(movieCompanies.movieId, id));
        await tx.delete(trailers).where(eq(trailers.movieId, id));
      }
      const movieId = id;
      if (links.genreIds.length)
        await tx
          .insert(movieGenres)
          .values([...new Set(links.genreIds)].map((genreId) => ({ movieId, genreId })));
      if (links.cast.length)
        await tx.insert(movieCast).values(
          links.cast.map((c, position) => ({
            movieId,
            personId: c.personId,
            character: c.character,
            position,
          })),
        );
      if (links.companyIds.length)
        await tx
          .insert(movieCompanies)
          .values([...new Set(links.companyIds)].map((companyId) => ({ movieId, companyId })));
      if (links.trailers.length)
        await tx.insert(trailers).values(links.trailers.map((t) => ({ ...t, movieId })));
      return { id: movieId, created: existing === undefined };
    });
  }

  async saveSeries(
    values: SeriesValues,
    links: WorkLinks,
    seasonList: { season: SeasonValues; episodes: EpisodeValues[] }[],
  ): Promise<{ id: number; created: boolean }> {
    return this.db.transaction(async (tx) => {
      const repo = new CatalogueWorksRepository(tx as unknown as Database);
      const existing = await repo.existingId(series, values.tmdbId, values.slug);
      let id = existing;
      if (id === undefined) {
        id = (await tx.insert(series).values(values).returning({ id: series.id }))[0]!.id;
      } else {
        await tx
          .update(series)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(series.id, id));
        await tx.delete(seriesGenres).where(eq(seriesGenres.seriesId, id));
        await tx.delete(seriesCast).where(eq(seriesCast.seriesId, id));
        await tx.delete(seriesCompanies).where(eq(seriesCompanies.seriesId, id));
        await tx.delete(trailers).where(eq(trailers.seriesId, id));
      }
      const seriesId = id;
      if (links.genreIds.length)
        await tx
          .insert(seriesGenres)
          .values([...new Set(links.genreIds)].map((genreId) => ({ seriesId, genreId })));
      if (links.cast.length)
        await tx.insert(seriesCast).values(
          links.cast.map((c, position) => ({
            seriesId,
            personId: c.personId,
            character: c.character,
            position,
          })),
        );
      if (links.companyIds.length)
        await tx
          .insert(seriesCompanies)
          .values([...new Set(links.companyIds)].map((companyId) => ({ seriesId, companyId })));
      if (links.trailers.length)
        await tx.insert(trailers).values(links.trailers.map((t) => ({ ...t, seriesId })));
      for (const { season, episodes: episodeList } of seasonList) {
        const [seasonRow] = await tx
          .insert(seasons)
          .values({ ...season, seriesId })
          .onConflictDoUpdate({ target: [seasons.seriesId, seasons.seasonNumber], set: season })
          .returning({ id: seasons.id });
        const seasonId = seasonRow!.id;
        // Episodes are updated in place, never deleted: releases may point at them.
        for (const episode of episodeList) {
          await tx
            .insert(episodes)
            .values({ ...episode, seasonId, seriesId, seasonNumber: season.seasonNumber })
            .onConflictDoUpdate({ target: [episodes.seasonId, episodes.episodeNumber], set: episode });
        }
      }
      return { id: seriesId, created: existing === undefined };
    });
  }
}
