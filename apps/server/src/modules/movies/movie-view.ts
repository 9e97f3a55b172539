import type { Genre, MovieCard } from '@nzbkino/shared';
import type { MovieCardRow } from './movies.repository';

export function toMovieCard(row: MovieCardRow, genres: Genre[]): MovieCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    year: row.year,
    rating: row.rating,
    ratingCount: row.ratingCount,
    posterPath: row.posterPath,
    backdropPath: row.backdropPath,
    releaseDate: row.releaseDate,
    release_date: row.releaseDate,
    plot: row.plot,
    genres,
    createdAt: row.createdAt.toISOString(),
  };
}
