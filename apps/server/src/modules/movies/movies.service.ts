import type { MovieCard, MovieDetail, MovieList, MovieListQuery, MovieSort, Release } from '@nzbkino/shared';
import type { MovieRow } from '../../db/schema';
import { berlinDate } from '../../lib/dates';
import type { GenresService } from '../genres/genres.service';
import type { ReleasesService } from '../releases/releases.service';
import { WorksService } from '../works/works.service';
import { toMovieCard } from './movie-view';
import type { MovieCardRow, MoviesRepository } from './movies.repository';

export const MOVIE_NOT_FOUND = 'Film nicht gefunden';
/** Spec 001 §9: the detail page shows the first 20 cast members. */
const CAST_LIMIT = 20;
const RELATED_LIMIT = 12;
const UPCOMING_LIMIT = 20;
/** Upcoming movies include those released in the last 30 days ("Im Kino"). */
const UPCOMING_DAYS_BACK = 30;

export class MoviesService extends WorksService<MovieSort, MovieCardRow, MovieCard, MovieRow> {
  constructor(
    private readonly repository: MoviesRepository,
    genres: GenresService,
    private readonly releases: ReleasesService,
    totalCacheMs = 30_000,
  ) {
    super(repository, genres, { notFound: MOVIE_NOT_FOUND, toCard: toMovieCard }, totalCacheMs);
  }

  async list(query: MovieListQuery): Promise<MovieList> {
    const { items, pagination } = await this.page(query, query.sort ?? query.sortBy ?? 'title_asc');
    return { movies: items, pagination };
  }

  async detail(slugOrId: string): Promise<MovieDetail> {
    const movie = await this.find(slugOrId);
    const [[card], cast, studios, trailers, releaseCount] = await Promise.all([
      this.cards([movie]),
      this.repository.cast(movie.id, CAST_LIMIT),
      this.repository.companies(movie.id),
      this.repository.trailers(movie.id),
      this.releases.countFor({ movieId: movie.id }),
    ]);
    return {
      ...card!,
      originalTitle: movie.originalTitle,
      overview: movie.plot,
      tagline: movie.tagline,
      runtime: movie.runtime,
      imdbId: movie.imdbId,
      tmdbId: movie.tmdbId,
      collectionId: movie.collectionId,
      productionCountries: movie.productionCountries.map((c) => c.name),
      studios,
      cast,
      trailers,
      movieGenres: card!.genres.map((g) => ({ genre: { id: g.id, name: g.name } })),
      releaseCount,
    };
  }

  async releasesOf(slugOrId: string): Promise<Release[]> {
    const movie = await this.find(slugOrId);
    return this.releases.forMovie(movie.id);
  }

  /** Movies sharing genres (most shared first, then rating); popular movies when it has no genres. */
  async related(slugOrId: string): Promise<MovieCard[]> {
    const movie = await this.find(slugOrId);
    const own = await this.repository.genresOf([movie.id]);
    const rows = own.length
      ? await this.repository.sharingGenres(
          movie.id,
          own.map((g) => g.id),
          RELATED_LIMIT,
        )
      : await this.repository.popular(RELATED_LIMIT, { exceptId: movie.id });
    return this.cards(rows);
  }

  /** Released from 30 days ago on, soonest first ("Im Kino"). */
  async upcoming(): Promise<MovieCard[]> {
    return this.cards(await this.repository.releasedFrom(berlinDate(-UPCOMING_DAYS_BACK), UPCOMING_LIMIT));
  }

  popularWithBackdrop(limit: number): Promise<MovieCardRow[]> {
    return this.repository.popular(limit, { withBackdrop: true });
  }
}
