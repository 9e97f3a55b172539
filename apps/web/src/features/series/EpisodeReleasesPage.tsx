import { useParams, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ReleasesBlock } from '../../components/release/ReleasesBlock';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { NotFoundState } from '../../components/ui/NotFoundState';
import { EmptyState, ErrorState } from '../../components/ui/StateMessage';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/usePageTitle';
import { useEpisodeReleases, type EpisodeAddress } from './episode/useEpisodeReleases';

function wholeNumber(value: string | null | undefined, min: number): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : null;
}

/** Route parameters first, then the query parameters season, episode and episodeId (spec 001 §2.5). */
function useEpisodeAddress(): { address: EpisodeAddress | null; query: URLSearchParams } {
  const params = useParams();
  const [query] = useSearchParams();
  const season = wholeNumber(params.seasonNumber ?? query.get('season'), 0);
  const episode = wholeNumber(params.episodeNumber ?? query.get('episode'), 1);
  const slug = params.slug ?? '';
  const address =
    slug && season !== null && episode !== null
      ? { slug, season, episode, episodeId: wholeNumber(query.get('episodeId'), 1) }
      : null;
  return { address, query };
}

export default function EpisodeReleasesPage() {
  const { address, query } = useEpisodeAddress();
  const embedded = query.get('embedded') === 'true';
  const { series, releases } = useEpisodeReleases(address);
  const seriesTitle = series.data?.title || query.get('seriesTitle') || '';
  const episodeTitle = releases.data?.episodeTitle || query.get('episodeTitle');

  const heading = address
    ? seriesTitle
      ? de.episodePage.heading(seriesTitle, address.season, address.episode)
      : de.episodePage.title(address.season, address.episode)
    : de.pages.episodeReleases;
  usePageTitle(heading);

  const seriesMissing = series.error instanceof ApiRequestError && series.error.status === 404;
  // Neither in the catalogue nor named by any release: this episode does not exist.
  const episodeMissing =
    releases.data !== undefined && !releases.data.inCatalogue && releases.data.releases.length === 0;
  if (address && !embedded && (seriesMissing || episodeMissing))
    return seriesMissing ? (
      <NotFoundState
        title={de.seriesDetail.notFound}
        text={de.seriesDetail.notFoundText}
        backTo="/series"
        backLabel={de.seriesDetail.backToSeries}
      />
    ) : (
      <NotFoundState
        title={de.episodePage.notFound}
        text={de.episodePage.notFoundText(address.season, address.episode)}
        backTo={`/series/${address.slug}`}
        backLabel={de.episodePage.backToSeries}
      />
    );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {/* Embedded (?embedded=true) the surrounding page already names the episode. */}
      <div className={embedded ? 'sr-only' : 'mb-6'}>
        {address ? (
          <ButtonLink
            to={`/series/${address.slug}?season=${address.season}&episode=${address.episode}`}
            variant="link"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {de.episodePage.backToSeries}
          </ButtonLink>
        ) : null}
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{heading}</h1>
        {episodeTitle ? <p className="mt-1 text-ink-300">{episodeTitle}</p> : null}
      </div>
      {!address ? (
        <EmptyState title={de.episodePage.empty} text={de.episodePage.invalid} />
      ) : seriesMissing ? (
        <ErrorState message={de.seriesDetail.notFound}>
          <ButtonLink to="/series" variant="secondary">
            {de.seriesDetail.backToSeries}
          </ButtonLink>
        </ErrorState>
      ) : (
        <ReleasesBlock
          releases={releases.data?.releases}
          isPending={series.isPending || releases.isPending}
          isError={series.isError || releases.isError}
          onRetry={() => void (series.isError ? series.refetch() : releases.refetch())}
          variant="episode"
          emptyTitle={de.episodePage.empty}
          emptyText={de.episodePage.emptyText(address.season, address.episode)}
          caption={heading}
        />
      )}
    </div>
  );
}
