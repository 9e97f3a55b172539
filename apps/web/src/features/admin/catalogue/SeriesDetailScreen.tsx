import { Link, useParams } from 'react-router';
import type { AdminSeries } from '@nzbkino/api-types';
import { de } from '../../../i18n/de';
import { card } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { seriesSpecs } from './catalogue-form';
import { createSeries, fetchSeries, refreshSeries, updateSeries } from './catalogue.api';
import { CatalogueDetail, type EntityConfig } from './CatalogueDetail';

const t = de.adminCatalogue;
const config: EntityConfig<AdminSeries> = {
  kind: 'series',
  specs: seriesSpecs,
  base: '/admin/series',
  publicBase: '/series',
  backLabel: t.backToSeries,
  load: fetchSeries,
  create: createSeries,
  update: updateSeries,
  refresh: refreshSeries,
};

/** The series' seasons, each leading to its episodes. */
function Seasons({ series }: { series: AdminSeries }) {
  return (
    <section aria-labelledby="admin-series-seasons" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="admin-series-seasons" className="text-lg font-bold text-white">
          {t.seasons}
        </h3>
        <Link to={`/admin/episodes?series=${series.id}`} className="text-sm text-brand-300 hover:underline">
          {t.showEpisodes}
        </Link>
      </div>
      <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        {series.seasons.map((season) => (
          <li key={season.id}>
            <Link
              to={`/admin/episodes?series=${series.id}&season=${season.seasonNumber}`}
              className="text-ink-100 hover:text-brand-300"
            >
              {t.seasonLine(
                season.name ?? de.adminReleases.seasonName(season.seasonNumber),
                season.episodeCount,
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/series/:id and /admin/series/new. */
export default function SeriesDetailScreen() {
  const { id } = useParams();
  return (
    <AdminScreen title={de.admin.series}>
      {(session) => (
        <CatalogueDetail config={config} session={session} id={id}>
          {(series) => <Seasons series={series} />}
        </CatalogueDetail>
      )}
    </AdminScreen>
  );
}
