import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, genres, people } from '../../db/schema';

export interface GenreInput {
  tmdbId?: number | undefined;
  name: string;
  englishName?: string | undefined;
  slug: string;
}
export interface PersonInput {
  tmdbId?: number | undefined;
  name: string;
  profilePath?: string | undefined;
}
export interface CompanyInput {
  tmdbId?: number | undefined;
  name: string;
  kind: 'network' | 'studio';
  originCountry?: string | undefined;
}

/** Genres, people and companies: shared reference rows, found by TMDb id or by name. */
export class CatalogueRefsRepository {
  constructor(private readonly db: Database) {}

  async genreId(input: GenreInput): Promise<number> {
    const [existing] = await this.db
      .select({ id: genres.id })
      .from(genres)
      .where(
        input.tmdbId !== undefined
          ? sql`${genres.tmdbId} = ${input.tmdbId} or ${genres.slug} = ${input.slug}`
          : eq(genres.slug, input.slug),
      )
      .limit(1);
    if (existing) {
      if (input.englishName) {
        await this.db
          .update(genres)
          .set({ englishName: sql`coalesce(${genres.englishName}, ${input.englishName})` })
          .where(eq(genres.id, existing.id));
      }
      return existing.id;
    }
    const [row] = await this.db
      .insert(genres)
      .values({ tmdbId: input.tmdbId, name: input.name, englishName: input.englishName, slug: input.slug })
      .returning({ id: genres.id });
    return row!.id;
  }

  async personId(input: PersonInput): Promise<number> {
    const [existing] = await this.db
      .select({ id: people.id })
      .from(people)
      .where(
        input.tmdbId !== undefined
          ? eq(people.tmdbId, input.tmdbId)
          : sql`${people.tmdbId} is null and ${people.name} = ${input.name}`,
      )
      .limit(1);
    if (existing) {
      if (input.profilePath) {
        await this.db
          .update(people)
          .set({ profilePath: input.profilePath })
          .where(eq(people.id, existing.id));
      }
      return existing.id;
    }
    const [row] = await this.db
      .insert(people)
      .values({ tmdbId: input.tmdbId, name: input.name, profilePath: input.profilePath })
      .returning({ id: people.id });
    return row!.id;
  }

  async companyId(input: CompanyInput): Promise<number> {
    const [existing] = await this.db
      .select({ id: companies.id })
      .from(companies)
      .where(
        input.tmdbId !== undefined
          ? sql`${companies.kind} = ${input.kind} and ${companies.tmdbId} = ${input.tmdbId}`
          : sql`${companies.kind} = ${input.kind} and ${companies.tmdbId} is null and ${companies.name} = ${input.name}`,
      )
      .limit(1);
    if (existing) return existing.id;
    const [row] = await this.db
      .insert(companies)
      .values({
        tmdbId: input.tmdbId,
        name: input.name,
        kind: input.kind,
        originCountry: input.originCountry,
      })
      .returning({ id: companies.id });
    return row!.id;
  }
}
