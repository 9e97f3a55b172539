import { CatalogueListPage } from '../../components/catalogue/CatalogueListPage';
import { de } from '../../i18n/de';
import { SERIES_SORTS } from '../../lib/contract-values';
import { fetchSeriesGenres, fetchSeriesList, seriesKeys } from './series.api';
import { SeriesCardView } from './SeriesCardView';

export default function SeriesListPage() {
  return (
    <CatalogueListPage
      texts={de.series}
      sorts={SERIES_SORTS}
      defaultSort="title_asc"
      keys={seriesKeys}
      fetchList={(query, signal) =>
        fetchSeriesList(query, signal).then(({ series, pagination }) => ({ items: series, pagination }))
      }
      fetchGenres={fetchSeriesGenres}
      renderItem={(item) => <SeriesCardView series={item} />}
    />
  );
}
