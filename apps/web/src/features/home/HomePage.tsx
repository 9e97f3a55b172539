import { useQuery } from '@tanstack/react-query';
import type { MovieCard, SeriesCard } from '@nzbkino/api-types';
import { formatDate } from '@nzbkino/shared';
import { PosterTile } from '../../components/catalogue/PosterTile';
import { de } from '../../i18n/de';
import { yearOf } from '../../lib/text';
import { usePageTitle } from '../../lib/usePageTitle';
import { CarouselRow } from './CarouselRow';
import { HeroCarousel } from './HeroCarousel';
import {
  fetchLatestReleases,
  fetchNewestMovies,
  fetchNewestSeries,
  fetchOnAirSeries,
  fetchUpcomingMovies,
  HOME_LIMITS,
  homeKeys,
} from './home.api';
import { LatestReleases } from './LatestReleases';
import { NewsBox } from './NewsBox';
import { useDelayedFlag } from './useDelayedFlag';

/** Spec 000 §9: the secondary lists start 100 ms after the first ones. */
export const SECONDARY_DELAY_MS = 100;

const movieTile = (movie: MovieCard) => (
  <PosterTile
    to={`/movies/${movie.slug}`}
    title={movie.title}
    posterPath={movie.posterPath}
    subtitle={movie.year ? String(movie.year) : null}
    rating={movie.rating}
  />
);

const upcomingTile = (movie: MovieCard) => {
  const date = movie.release_date ?? movie.releaseDate;
  return (
    <PosterTile
      to={`/movies/${movie.slug}`}
      title={movie.title}
      posterPath={movie.posterPath}
      subtitle={date ? formatDate(date) : movie.year ? String(movie.year) : null}
      rating={movie.rating}
    />
  );
};

const seriesTile = (series: SeriesCard) => {
  const year = yearOf(series.firstAirDate);
  return (
    <PosterTile
      to={`/series/${series.slug}`}
      title={series.title || series.name}
      posterPath={series.posterPath}
      subtitle={year ? String(year) : null}
      rating={series.rating}
    />
  );
};

export default function HomePage() {
  usePageTitle(de.home.title);
  const secondary = useDelayedFlag(SECONDARY_DELAY_MS);

  const newestMovies = useQuery({
    queryKey: homeKeys.newestMovies,
    queryFn: ({ signal }) => fetchNewestMovies(signal),
    select: (movies) => movies.slice(0, HOME_LIMITS.moviesShown),
  });
  const upcoming = useQuery({
    queryKey: homeKeys.upcoming,
    queryFn: ({ signal }) => fetchUpcomingMovies(signal),
    enabled: secondary,
  });
  const onAir = useQuery({
    queryKey: homeKeys.onAir,
    queryFn: ({ signal }) => fetchOnAirSeries(signal),
    enabled: secondary,
  });
  const newestSeries = useQuery({
    queryKey: homeKeys.newestSeries,
    queryFn: ({ signal }) => fetchNewestSeries(signal),
    enabled: secondary,
  });
  const latestReleases = useQuery({
    queryKey: homeKeys.latestReleases,
    queryFn: ({ signal }) => fetchLatestReleases(signal),
    enabled: secondary,
  });

  const movieKey = (movie: MovieCard) => movie.id;
  const seriesKey = (series: SeriesCard) => series.id;

  return (
    <>
      <HeroCarousel />
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 pt-10 sm:px-6">
        <NewsBox />
        <CarouselRow
          title={de.home.newMovies}
          viewAllTo="/movies?sort=createdAt_desc"
          items={newestMovies.data}
          isPending={newestMovies.isPending}
          itemKey={movieKey}
          renderItem={movieTile}
        />
        <CarouselRow
          title={de.home.upcoming}
          viewAllTo="/movies?sort=year_desc"
          items={upcoming.data}
          isPending={upcoming.isPending}
          itemKey={movieKey}
          renderItem={upcomingTile}
        />
        <CarouselRow
          title={de.home.onAir}
          viewAllTo="/series"
          items={onAir.data}
          isPending={onAir.isPending}
          itemKey={seriesKey}
          renderItem={seriesTile}
        />
        <CarouselRow
          title={de.home.newSeries}
          viewAllTo="/series?sort=createdAt_desc"
          items={newestSeries.data}
          isPending={newestSeries.isPending}
          itemKey={seriesKey}
          renderItem={seriesTile}
        />
        <LatestReleases releases={latestReleases.data?.data} isPending={latestReleases.isPending} />
      </div>
    </>
  );
}
