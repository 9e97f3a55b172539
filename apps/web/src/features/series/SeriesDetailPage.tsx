import { useParams } from 'react-router';
import { CastCarousel, SERIES_CAST_STEP } from '../../components/media/CastCarousel';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { NotFoundState } from '../../components/ui/NotFoundState';
import { ErrorState, LoadingState } from '../../components/ui/StateMessage';
import { useQuery } from '@tanstack/react-query';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/usePageTitle';
import { SeasonsSection } from './detail/SeasonsSection';
import { SeriesHero } from './detail/SeriesHero';
import { SeriesInfo } from './detail/SeriesInfo';
import { fetchSeries, seriesKeys } from './series.api';

/** The error texts of spec 001 §8, in German. */
function errorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return de.seriesDetail.loadFailed;
  if (error.status === 404) return de.seriesDetail.notFound;
  if (error.code === 'InvalidResponse') return de.seriesDetail.noData;
  return error.code || error.status === 0 ? error.message : de.seriesDetail.loadFailed;
}

export default function SeriesDetailPage() {
  const { slug = '' } = useParams();
  const series = useQuery({
    queryKey: seriesKeys.detail(slug),
    queryFn: ({ signal }) => fetchSeries(slug, signal),
    enabled: slug.trim() !== '',
  });
  const data = series.data;
  const title = data ? data.title || data.name : null;
  const missing = series.error instanceof ApiRequestError && series.error.status === 404;
  usePageTitle(
    title ??
      (missing
        ? de.seriesDetail.notFound
        : series.isError
          ? de.seriesDetail.errorTitle
          : de.seriesDetail.loading),
  );

  if (missing)
    return (
      <NotFoundState
        title={de.seriesDetail.notFound}
        text={de.seriesDetail.notFoundText}
        backTo="/series"
        backLabel={de.seriesDetail.backToSeries}
      />
    );
  if (slug.trim() === '' || series.isError) {
    return (
      <ErrorState
        className="py-32"
        titleAs="h1"
        title={de.seriesDetail.errorTitle}
        message={slug.trim() === '' ? de.seriesDetail.invalidId : errorMessage(series.error)}
        onRetry={slug.trim() === '' ? undefined : () => void series.refetch()}
        retrying={series.isFetching}
      >
        <ButtonLink to="/series" variant="secondary">
          {de.seriesDetail.backToSeries}
        </ButtonLink>
      </ErrorState>
    );
  }
  if (!data) return <LoadingState label={de.seriesDetail.loading} className="py-32" />;
  return (
    <article>
      <SeriesHero series={data} />
      <div className="mx-auto mt-12 flex max-w-7xl flex-col gap-12 px-4 sm:px-6">
        <SeriesInfo series={data} />
        <CastCarousel cast={data.cast} step={SERIES_CAST_STEP} />
        <SeasonsSection series={data} />
      </div>
    </article>
  );
}
