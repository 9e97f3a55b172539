import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { episodes, movies, seasons, series } from '../../db/schema';

export type ImageEntity = 'movie' | 'series' | 'season' | 'episode';
export type ImageSlot = 'posterPath' | 'backdropPath' | 'stillPath';

/** Reads and sets the image file names of films, series, seasons and episodes. */
export class ImageTargetsRepository {
  constructor(private readonly db: Database) {}

  /** The current file name in the slot; undefined when there is no such title. */
  async current(entity: ImageEntity, id: number, slot: ImageSlot): Promise<string | null | undefined> {
    const rows = await this.select(entity, id, slot);
    return rows[0] === undefined ? undefined : rows[0].path;
  }

  async set(entity: ImageEntity, id: number, slot: ImageSlot, path: string): Promise<void> {
    const set = { [slot]: path };
    switch (entity) {
      case 'movie':
        await this.db
          .update(movies)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(movies.id, id));
        return;
      case 'series':
        await this.db
          .update(series)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(series.id, id));
        return;
      case 'season':
        await this.db.update(seasons).set(set).where(eq(seasons.id, id));
        return;
      case 'episode':
        await this.db.update(episodes).set(set).where(eq(episodes.id, id));
    }
  }

  private select(entity: ImageEntity, id: number, slot: ImageSlot): Promise<{ path: string | null }[]> {
    switch (entity) {
      case 'movie':
        return this.db
          .select({ path: slot === 'backdropPath' ? movies.backdropPath : movies.posterPath })
          .from(movies)
          .where(eq(movies.id, id));
      case 'series':
        return this.db
          .select({ path: slot === 'backdropPath' ? series.backdropPath : series.posterPath })
          .from(series)
          .where(eq(series.id, id));
      case 'season':
        return this.db.select({ path: seasons.posterPath }).from(seasons).where(eq(seasons.id, id));
      case 'episode':
        return this.db.select({ path: episodes.stillPath }).from(episodes).where(eq(episodes.id, id));
    }
  }
}
