import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { SearchBox } from '../../../components/ui/SearchBox';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { pageFrom, useQueryParams } from '../../../lib/useQueryParams';
import { adminKeys } from '../shared/admin-keys';
import { PagedResults } from '../shared/PagedResults';
import { QueryView } from '../shared/QueryView';
import { usePagedList } from '../shared/usePagedList';
import { fetchMovies, fetchSeriesList } from './catalogue.api';
import { CatalogueList, type CatalogueRow } from './CatalogueList';

const t = de.adminCatalogue;
const ids = (pairs: [string, string | number | null][]) =>
  pairs.flatMap(([name, value]) => (value ? [`${name} ${value}`] : [])).join(' · ') || de.common.dash;

async function rowsOf(
  kind: 'movie' | 'series',
  session: Session,
  search: string,
  page: number,
  signal: AbortSignal,
) {
  if (kind === 'movie') {
    const result = await fetchMovies(session, search, page, signal);
    const rows = result.items.map((movie): CatalogueRow => ({
      id: movie.id,
      title: movie.title,
      when: movie.year ? String(movie.year) : de.common.dash,
      ids: ids([
        ['TMDb', movie.tmdbId],
        ['IMDb', movie.imdbId],
      ]),
      releaseCount: movie.releaseCount,
    }));
    return { ...result, rows };
  }
  const result = await fetchSeriesList(session, search, page, signal);
  const rows = result.items.map((show): CatalogueRow => ({
    id: show.id,
    title: show.title,
    when: show.firstAirDate?.slice(0, 4) ?? de.common.dash,
    ids: ids([
      ['TMDb', show.tmdbId],
      ['TVDB', show.tvdbId],
    ]),
    extra: t.seasonsEpisodes(show.numberOfSeasons, show.numberOfEpisodes),
    releaseCount: show.releaseCount,
  }));
  return { ...result, rows };
}

/** The admin's search over the catalogue's films or series, with the way to add one. */
export function CatalogueListScreen({ kind, session }: { kind: 'movie' | 'series'; session: Session }) {
  const { params, update } = useQueryParams();
  const search = params.get('search') ?? '';
  const page = pageFrom(params);
  const { list, goTo } = usePagedList(
    page,
    update,
    [...adminKeys.all, kind, 'list', search, page],
    ({ signal }) => rowsOf(kind, session, search, page, signal),
  );
  const base = kind === 'movie' ? '/admin/movies' : '/admin/series';
  const label = kind === 'movie' ? de.admin.movies : de.admin.series;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          value={search}
          onSearch={(term) => update({ search: term }, { replace: true })}
          label={kind === 'movie' ? t.searchMovies : t.searchSeries}
          placeholder={t.searchPlaceholder}
          className="flex-1"
        />
        <ButtonLink to={`${base}/new`}>
          <Plus className="size-4" aria-hidden="true" />
          {kind === 'movie' ? t.newMovie : t.newSeries}
        </ButtonLink>
      </div>
      <QueryView query={list} loading={t.loading} failed={t.loadFailed}>
        {(data) => (
          <PagedResults
            page={data}
            empty={data.rows.length === 0}
            emptyText={t.empty}
            count={t.count}
            onPageChange={goTo}
          >
            <CatalogueList rows={data.rows} base={base} label={label} />
          </PagedResults>
        )}
      </QueryView>
    </div>
  );
}
