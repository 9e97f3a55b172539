import { useQuery } from '@tanstack/react-query';
import { ReleasesBlock } from '../../../components/release/ReleasesBlock';
import { de } from '../../../i18n/de';
import { fetchUnassignedReleases, seriesKeys } from '../series.api';

/** Releases of the series that belong to no known episode ('Ohne Zuordnung'). */
export function UnassignedReleases({ seriesSlug }: { seriesSlug: string }) {
  const releases = useQuery({
    queryKey: seriesKeys.unassigned(seriesSlug),
    queryFn: ({ signal }) => fetchUnassignedReleases(seriesSlug, signal),
  });
  return (
    <section aria-label={de.seriesDetail.unassignedHeading} className="space-y-4">
      <h3 className="text-lg font-bold text-white">{de.seriesDetail.unassignedHeading}</h3>
      <ReleasesBlock
        releases={releases.data}
        isPending={releases.isPending}
        isError={releases.isError}
        onRetry={() => void releases.refetch()}
        variant="series"
        emptyTitle={de.seriesDetail.noUnassigned}
        loadingText={de.seriesDetail.releasesLoading}
        caption={de.seriesDetail.unassignedHeading}
      />
    </section>
  );
}
