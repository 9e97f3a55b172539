import type { AdminUser } from '@nzbkino/api-types';
import { formatDate } from '@nzbkino/shared';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { de } from '../../../i18n/de';

type Role = AdminUser['role'];
const roleTones: Record<Role, BadgeTone> = {
  USER: 'neutral',
  PREMIUM: 'brand',
  VIP: 'info',
  ADMIN: 'danger',
};

export const roleName = (role: Role) => de.adminCommon.roles[role];

/** What the account counts as now; a lapsed membership says which role it had. */
export function RoleBadge({ user }: { user: Pick<AdminUser, 'role' | 'effectiveRole'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone={roleTones[user.effectiveRole]}>{roleName(user.effectiveRole)}</Badge>
      {user.role !== user.effectiveRole ? (
        <span className="text-xs text-ink-400">{de.adminUsers.lapsed(roleName(user.role))}</span>
      ) : null}
    </span>
  );
}

export function StatusBadge({ suspended }: { suspended: boolean }) {
  return suspended ? (
    <Badge tone="danger">{de.adminUsers.statusSuspended}</Badge>
  ) : (
    <Badge tone="success">{de.adminUsers.statusActive}</Badge>
  );
}

/** The membership's end, "ohne Ende" for a paid role without one, a dash for the others. */
export function membershipEnd(user: Pick<AdminUser, 'role' | 'membershipExpiresAt'>): string {
  if (user.membershipExpiresAt) return formatDate(user.membershipExpiresAt);
  return user.role === 'PREMIUM' || user.role === 'VIP' ? de.adminUsers.noEnd : de.common.dash;
}
