import type { Genre } from '@nzbkino/shared';
import { TtlCache } from '../../lib/ttl-cache';
import type { GenresRepository } from './genres.repository';

export class GenresService {
  private readonly cache: TtlCache<Genre[]>;

  constructor(
    private readonly repository: GenresRepository,
    /** Genres change only with catalogue imports; a minute of staleness is harmless (0 = no cache). */
    cacheMs = 60_000,
  ) {
    this.cache = new TtlCache(cacheMs, 3);
  }

  all(): Promise<Genre[]> {
    return this.cache.getOrLoad('all', () => this.repository.all());
  }

  forMovies(): Promise<Genre[]> {
    return this.cache.getOrLoad('movies', () => this.repository.withMovies());
  }

  forSeries(): Promise<Genre[]> {
    return this.cache.getOrLoad('series', () => this.repository.withSeries());
  }

  /**
   * The genre ids a `genre` filter names: a numeric id, a slug, or comma-separated
   * names matched case-insensitively to the German or English name (spec 001 §5).
   * An empty list means no genre matched, so the filtered list is empty.
   */
  async resolve(filter: string): Promise<number[]> {
    const wanted = filter
      .split(',')
      .map((part) => part.trim().toLocaleLowerCase('de'))
      .filter(Boolean);
    const known = await this.all();
    const ids = new Set<number>();
    for (const genre of known) {
      const names = [String(genre.id), genre.slug, genre.name, genre.englishName ?? ''].map((n) =>
        n.toLocaleLowerCase('de'),
      );
      if (wanted.some((w) => names.includes(w))) ids.add(genre.id);
    }
    return [...ids];
  }
}
