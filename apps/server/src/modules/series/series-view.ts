import type { Episode, Genre, SeriesCard } from '@nzbkino/shared';
import type { EpisodeRow } from '../../db/schema';
import type { SeriesCardRow } from './series.repository';

export function toSeriesCard(row: SeriesCardRow, genres: Genre[]): SeriesCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    name: row.title,
    rating: row.rating,
    voteCount: row.voteCount,
    posterPath: row.posterPath,
    backdropPath: row.backdropPath,
    firstAirDate: row.firstAirDate,
    numberOfSeasons: row.numberOfSeasons,
    status: row.status,
    plot: row.plot,
    genres,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toEpisode(row: EpisodeRow, releaseCount: number): Episode {
  return {
    id: row.id,
    seasonId: row.seasonId,
    seriesId: row.seriesId,
    seasonNumber: row.seasonNumber,
    episodeNumber: row.episodeNumber,
    title: row.title,
    plot: row.plot,
    overview: row.plot,
    airDate: row.airDate,
    runtime: row.runtime,
    stillPath: row.stillPath,
    rating: row.rating,
    voteCount: row.voteCount,
    releaseCount,
  };
}
