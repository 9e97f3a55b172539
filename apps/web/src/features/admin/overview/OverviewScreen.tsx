import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@nzbkino/api-types';
import { roles } from '@nzbkino/shared';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { adminKeys } from '../shared/admin-keys';
import { card } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { QueryView } from '../shared/QueryView';
import { LastImports } from './LastImports';
import { fetchOverview } from './overview.api';
import { StorageCard } from './StorageCard';
import { Tile, TileGroup } from './OverviewTiles';

const t = de.adminOverview;

function Figures({ data }: { data: AdminOverview }) {
  return (
    <div className="space-y-8">
      <TileGroup title={t.attention}>
        <Tile
          label={t.unmatched}
          value={data.releases.unmatched}
          to="/admin/releases?unmatched=true"
          tone="alert"
        />
        <Tile label={t.openRequests} value={data.openRequests} to="/admin/requests" tone="alert" />
        <Tile
          label={t.openContactMessages}
          value={data.openContactMessages}
          to="/admin/messages"
          tone="alert"
        />
      </TileGroup>
      <TileGroup title={t.figures}>
        <Tile label={t.releasesTotal} value={data.releases.total} to="/admin/releases" />
        <Tile label={t.releasesToday} value={data.releases.today} />
        <Tile label={t.movies} value={data.catalogue.movies} />
        <Tile label={t.series} value={data.catalogue.series} />
        <Tile label={t.grabsToday} value={data.grabsToday} />
        <Tile label={t.apiCallsToday} value={data.apiCallsToday} />
      </TileGroup>
      <TileGroup title={t.importsToday}>
        <Tile label={t.outcomes.imported} value={data.importsToday.imported} />
        <Tile label={t.outcomes.duplicate} value={data.importsToday.duplicate} />
        <Tile label={t.outcomes.rejected} value={data.importsToday.rejected} />
      </TileGroup>
      <TileGroup title={t.users}>
        <Tile label={t.usersTotal} value={data.users.total} to="/admin/users" />
        {roles.map((role) => (
          <Tile
            key={role}
            label={de.adminCommon.roles[role]}
            value={data.users.byRole[role] ?? 0}
            to={`/admin/users?role=${role}`}
          />
        ))}
        <Tile label={t.suspended} value={data.users.suspended} to="/admin/users?status=suspended" />
      </TileGroup>
      <LastImports imports={data.lastImports} />
      <div className="grid gap-4 lg:grid-cols-2">
        <StorageCard storage={data.storage} />
        <section aria-labelledby="admin-version" className={card}>
          <h3 id="admin-version" className="text-lg font-bold text-white">
            {t.version}
          </h3>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-300">{t.serverVersion}</dt>
            <dd className="text-ink-100">{data.version.server}</dd>
            <dt className="text-ink-300">{t.changelogVersion}</dt>
            <dd className="text-ink-100">{data.version.changelog}</dd>
          </dl>
        </section>
      </div>
    </div>
  );
}

function Overview({ session }: { session: Session }) {
  const overview = useQuery({
    queryKey: [...adminKeys.all, 'overview'],
    queryFn: ({ signal }) => fetchOverview(session, signal),
  });
  return (
    <QueryView query={overview} loading={t.loading} failed={t.loadFailed}>
      {(data) => <Figures data={data} />}
    </QueryView>
  );
}

/** /admin: the day's figures, the last imports, the store and the version. */
export default function OverviewScreen() {
  return (
    <AdminScreen title={de.admin.overview} intro={t.intro}>
      {(session) => <Overview session={session} />}
    </AdminScreen>
  );
}
