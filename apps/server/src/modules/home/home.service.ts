import type { HeroItem } from '@nzbkino/shared';
import type { MoviesService } from '../movies/movies.service';
import type { SeriesService } from '../series/series.service';

/** The hero carousel shows about six items: movies and series alternating. */
const HERO_ITEMS = 6;

export class HomeService {
  constructor(
    private readonly movies: MoviesService,
    private readonly series: SeriesService,
  ) {}

  /** The most popular movies and series that have a backdrop, alternating; one kind fills in for the other. */
  async heroItems(): Promise<HeroItem[]> {
    const [movieRows, seriesRows] = await Promise.all([
      this.movies.popularWithBackdrop(HERO_ITEMS),
      this.series.popularWithBackdrop(HERO_ITEMS),
    ]);
    const movieItems: HeroItem[] = movieRows.map((m) => ({
      type: 'movie',
      id: m.id,
      slug: m.slug,
      title: m.title,
      overview: m.plot,
      backdropPath: m.backdropPath,
      posterPath: m.posterPath,
      year: m.year,
      rating: m.rating,
    }));
    const seriesItems: HeroItem[] = seriesRows.map((s) => ({
      type: 'series',
      id: s.id,
      slug: s.slug,
      title: s.title,
      overview: s.plot,
      backdropPath: s.backdropPath,
      posterPath: s.posterPath,
      year: s.firstAirDate ? Number(s.firstAirDate.slice(0, 4)) : null,
      rating: s.rating,
    }));
    const items: HeroItem[] = [];
    for (let i = 0; items.length < HERO_ITEMS && (i < movieItems.length || i < seriesItems.length); i += 1) {
      const movie = movieItems[i];
      const show = seriesItems[i];
      if (movie) items.push(movie);
      if (show && items.length < HERO_ITEMS) items.push(show);
    }
    return items;
  }
}
