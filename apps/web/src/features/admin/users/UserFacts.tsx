import type { ReactNode } from 'react';
import type { AdminUserDetail } from '@nzbkino/api-types';
import { formatDate, formatDateTime } from '@nzbkino/shared';
import { de } from '../../../i18n/de';
import { card } from '../shared/admin-ui';
import { membershipEnd, RoleBadge, StatusBadge } from './user-labels';

const t = de.adminUsers;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-ink-400 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink-100">{children}</dd>
    </div>
  );
}

/** Who the account is, what it counts as, and how much of its daily limits it used. */
export function UserFacts({ user }: { user: AdminUserDetail }) {
  const c = t.columns;
  const usage = de.adminCommon.usage;
  return (
    <div className={card}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge suspended={user.suspended} />
        {user.suspendedAt ? (
          <span className="text-sm text-ink-300">{t.suspendedSince(formatDateTime(user.suspendedAt))}</span>
        ) : null}
        {user.suspendedReason ? (
          <span className="text-sm text-ink-300">{t.suspendedReason(user.suspendedReason)}</span>
        ) : null}
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t.email}>{user.email}</Fact>
        <Fact label={c.role}>
          <RoleBadge user={user} />
        </Fact>
        <Fact label={c.membershipEnd}>{membershipEnd(user)}</Fact>
        <Fact label={t.createdAt}>{formatDate(user.createdAt)}</Fact>
        <Fact label={`${t.downloads} (24 h)`}>{usage(user.grabsToday, user.downloadLimit)}</Fact>
        <Fact label={`${t.apiCalls} (24 h)`}>{usage(user.apiCallsToday, user.apiLimit)}</Fact>
        <Fact label={t.apiKey}>
          {user.hasApiKey && user.apiKeyCreatedAt
            ? t.apiKeySince(formatDate(user.apiKeyCreatedAt))
            : t.noApiKey}
        </Fact>
        <Fact label={t.totalGrabs}>{user.totalGrabs}</Fact>
      </dl>
    </div>
  );
}
