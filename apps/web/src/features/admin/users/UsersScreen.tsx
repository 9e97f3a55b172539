import { roles } from '@nzbkino/shared';
import { Pagination } from '../../../components/ui/Pagination';
import { SearchBox } from '../../../components/ui/SearchBox';
import { SelectField } from '../../../components/ui/SelectField';
import { EmptyState } from '../../../components/ui/StateMessage';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { pageFrom, pickFrom, useQueryParams } from '../../../lib/useQueryParams';
import { adminKeys } from '../shared/admin-keys';
import { AdminScreen } from '../shared/AdminScreen';
import { QueryView } from '../shared/QueryView';
import { usePagedList } from '../shared/usePagedList';
import { UserList } from './UserList';
import { roleName } from './user-labels';
import { fetchUsers, USER_PAGE_SIZE, type UserQuery } from './users.api';

const t = de.adminUsers;
const statuses = ['active', 'suspended'] as const;

function Users({ session }: { session: Session }) {
  const { params, update } = useQueryParams();
  const search = params.get('search') ?? '';
  const role = pickFrom(params.get('role'), ['', ...roles], '');
  const status = pickFrom(params.get('status'), ['', ...statuses], '');
  const page = pageFrom(params);
  const query: UserQuery = {
    ...(search ? { search } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
    page,
    limit: USER_PAGE_SIZE,
  };
  const { list: users, goTo } = usePagedList(page, update, adminKeys.userList(query), ({ signal }) =>
    fetchUsers(session, query, signal),
  );

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem] sm:items-end">
        <SearchBox
          value={search}
          onSearch={(term) => update({ search: term }, { replace: true })}
          label={t.search}
          placeholder={t.searchPlaceholder}
        />
        <SelectField
          label={t.role}
          value={role}
          onChange={(value) => update({ role: value })}
          options={[
            { value: '', label: de.adminCommon.all },
            ...roles.map((r) => ({ value: r, label: roleName(r) })),
          ]}
        />
        <SelectField
          label={t.status}
          value={status}
          onChange={(value) => update({ status: value })}
          options={[
            { value: '', label: de.adminCommon.all },
            { value: 'active', label: t.statusActive },
            { value: 'suspended', label: t.statusSuspended },
          ]}
        />
      </div>
      <QueryView query={users} loading={t.loading} failed={t.loadFailed}>
        {(data) =>
          data.users.length === 0 ? (
            <EmptyState title={t.empty} text={t.emptyHint} className="py-12" />
          ) : (
            <>
              <p className="text-sm text-ink-300">{t.count(data.total)}</p>
              <UserList users={data.users} />
              <Pagination page={data.page} totalPages={data.totalPages} onPageChange={goTo} />
            </>
          )
        }
      </QueryView>
    </div>
  );
}

/** /admin/users: every account with its role, membership and use of its limits. */
export default function UsersScreen() {
  return (
    <AdminScreen title={de.admin.users} intro={t.intro}>
      {(session) => <Users session={session} />}
    </AdminScreen>
  );
}
