import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { CastCarousel, MOVIE_CAST_STEP } from '../../components/media/CastCarousel';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/usePageTitle';
import { MovieHero } from './detail/MovieHero';
import { MovieReleases } from './detail/MovieReleases';
import { RelatedMovies } from './detail/RelatedMovies';
import { useMovieDetail } from './detail/useMovieDetail';

function MovieNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-white">{de.movieDetail.notFound}</h1>
      <p className="mt-3 text-ink-300">{de.movieDetail.notFoundText}</p>
      <ButtonLink to="/movies" className="mt-8" size="lg">
        <ArrowLeft className="size-5" aria-hidden="true" />
        {de.movieDetail.backToMovies}
      </ButtonLink>
    </section>
  );
}

export default function MovieDetailPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const movie = useMovieDetail(slug);
  const data = movie.data;
  usePageTitle(
    data
      ? de.movieDetail.pageTitle(data.title)
      : movie.isPending
        ? de.movieDetail.loading
        : de.movieDetail.notFound,
  );

  // Numeric ids and links found through the slug search move to the movie's own address.
  useEffect(() => {
    if (data && data.slug && data.slug !== slug) void navigate(`/movies/${data.slug}`, { replace: true });
  }, [data, slug, navigate]);

  if (movie.isPending) return <LoadingState label={de.movieDetail.loading} className="py-32" />;
  if (movie.isError) {
    if (movie.error instanceof ApiRequestError && movie.error.status === 404) return <MovieNotFound />;
    return (
      <ErrorState
        className="py-32"
        titleAs="h1"
        title={de.movieDetail.notFound}
        message={movie.error instanceof ApiRequestError ? movie.error.message : de.common.unknownError}
        onRetry={() => void movie.refetch()}
        retrying={movie.isFetching}
      >
        <ButtonLink to="/movies" variant="secondary">
          {de.movieDetail.backToMovies}
        </ButtonLink>
      </ErrorState>
    );
  }
  return (
    <article>
      <MovieHero movie={movie.data} />
      <div className="mx-auto mt-12 flex max-w-7xl flex-col gap-12 px-4 sm:px-6">
        <MovieReleases movie={movie.data} />
        <CastCarousel cast={movie.data.cast} step={MOVIE_CAST_STEP} />
        <RelatedMovies movie={movie.data} />
      </div>
    </article>
  );
}
