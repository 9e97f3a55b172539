import { useId, useState } from 'react';
import type { SeriesDetail } from '@nzbkino/api-types';
import { EmptyState } from '../../../components/ui/StateMessage';
import { de } from '../../../i18n/de';
import { replacementSeason } from '../series-rules';
import { SeasonPanel } from './SeasonPanel';
import { SeasonTabs, tabId } from './SeasonTabs';
import { UnassignedReleases } from './UnassignedReleases';
import { useSeasonSelection } from './useSeasonSelection';

/** 'Staffeln & Episoden': season tabs, the season's episodes, and the unassigned releases (spec 001 §2.4). */
export function SeasonsSection({ series }: { series: SeriesDetail }) {
  const idPrefix = useId().replace(/:/g, '');
  const selection = useSeasonSelection(series.seasons, series.unassignedReleaseCount > 0);
  const [emptySeasons, setEmptySeasons] = useState<ReadonlySet<number>>(new Set());
  const { tab } = selection;

  const handleEmpty = (seasonNumber: number) => {
    const known = new Set(emptySeasons).add(seasonNumber);
    setEmptySeasons(known);
    if (tab.kind !== 'season' || tab.season.seasonNumber !== seasonNumber) return;
    const next = replacementSeason(series.seasons, known);
    if (next !== null && next !== seasonNumber) selection.selectSeason(next, true);
  };

  const labelledBy =
    tab.kind === 'season'
      ? tabId(idPrefix, tab.season.seasonNumber)
      : tab.kind === 'unassigned'
        ? tabId(idPrefix, 'unassigned')
        : undefined;

  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="space-y-5">
      <h2 id={`${idPrefix}-heading`} className="text-xl font-bold text-white">
        {de.seriesDetail.seasonsHeading}
      </h2>
      {selection.seasons.length > 0 || series.unassignedReleaseCount > 0 ? (
        <SeasonTabs
          idPrefix={idPrefix}
          seasons={selection.seasons}
          tab={tab}
          emptySeasons={emptySeasons}
          unassignedCount={series.unassignedReleaseCount}
          onSelectSeason={(n) => selection.selectSeason(n)}
          onSelectUnassigned={selection.selectUnassigned}
        />
      ) : null}
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={labelledBy}>
        {tab.kind === 'season' ? (
          <SeasonPanel
            key={tab.season.id}
            seriesSlug={series.slug}
            season={tab.season}
            episodeNumber={selection.episodeNumber}
            onSelectEpisode={(n) => selection.selectEpisode(tab.season.seasonNumber, n)}
            onEmpty={handleEmpty}
          />
        ) : tab.kind === 'unassigned' ? (
          <UnassignedReleases seriesSlug={series.slug} />
        ) : (
          <EmptyState title={de.seriesDetail.noEpisodes} className="py-10" />
        )}
      </div>
    </section>
  );
}
