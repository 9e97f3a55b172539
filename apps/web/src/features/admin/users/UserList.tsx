import { Link } from 'react-router';
import type { AdminUser } from '@nzbkino/api-types';
import { de } from '../../../i18n/de';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery';
import { tableBox, td, th } from '../shared/admin-ui';
import { membershipEnd, RoleBadge, StatusBadge } from './user-labels';

const t = de.adminUsers;
const usage = de.adminCommon.usage;

function UserName({ user }: { user: AdminUser }) {
  return (
    <>
      <Link
        to={`/admin/users/${user.id}`}
        aria-label={t.openUser(user.username)}
        className="font-semibold break-all text-ink-100 hover:text-brand-300"
      >
        {user.username}
      </Link>
      <span className="block text-xs break-all text-ink-400">{user.email}</span>
    </>
  );
}

function UserCard({ user }: { user: AdminUser }) {
  const c = t.columns;
  return (
    <li className="space-y-2 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <UserName user={user} />
        </div>
        <StatusBadge suspended={user.suspended} />
      </div>
      <RoleBadge user={user} />
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-400">{c.membershipEnd}</dt>
        <dd className="text-ink-100">{membershipEnd(user)}</dd>
        <dt className="text-ink-400">{c.grabsToday}</dt>
        <dd className="text-ink-100 tabular-nums">{usage(user.grabsToday, user.downloadLimit)}</dd>
        <dt className="text-ink-400">{c.apiCalls}</dt>
        <dd className="text-ink-100 tabular-nums">{usage(user.apiCallsToday, user.apiLimit)}</dd>
      </dl>
    </li>
  );
}

/** The accounts: a table from 640 px, cards on phones. */
export function UserList({ users }: { users: readonly AdminUser[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const c = t.columns;
  if (phone) {
    return (
      <ul aria-label={de.admin.users} className="space-y-2">
        {users.map((user) => (
          <UserCard key={user.id} user={user} />
        ))}
      </ul>
    );
  }
  return (
    <div className={tableBox}>
      <table className="w-full min-w-[760px] border-collapse text-sm">
        <caption className="sr-only">{de.admin.users}</caption>
        <thead className="border-b border-ink-700 bg-ink-900">
          <tr>
            {[c.user, c.role, c.membershipEnd, c.grabsToday, c.apiCalls, c.status].map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <UserName user={user} />
              </th>
              <td className={td}>
                <RoleBadge user={user} />
              </td>
              <td className={`${td} whitespace-nowrap text-ink-200`}>{membershipEnd(user)}</td>
              <td className={`${td} whitespace-nowrap text-ink-200 tabular-nums`}>
                {usage(user.grabsToday, user.downloadLimit)}
              </td>
              <td className={`${td} whitespace-nowrap text-ink-200 tabular-nums`}>
                {usage(user.apiCallsToday, user.apiLimit)}
              </td>
              <td className={td}>
                <StatusBadge suspended={user.suspended} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
