import { useState, type FormEvent } from 'react';
import type { AdminUserDetail } from '@nzbkino/api-types';
import { roles } from '@nzbkino/shared';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { de } from '../../../i18n/de';
import { card, inputClass, labelClass } from '../shared/admin-ui';
import { roleName } from './user-labels';

type Role = AdminUserDetail['role'];
const t = de.adminUsers;

/** yyyy-mm-dd of an ISO date in the admin's time zone, for the date input. */
function dayOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** PUT /admin/users/{id}/role: the role, and for Premium and VIP an optional end (the chosen day to its end). */
export function RoleForm({
  user,
  busy,
  onSave,
}: {
  user: AdminUserDetail;
  busy: boolean;
  onSave: (role: Role, membershipExpiresAt: string | null) => void;
}) {
  const [role, setRole] = useState<Role>(user.role);
  const [end, setEnd] = useState(dayOf(user.membershipExpiresAt));
  const paid = role === 'PREMIUM' || role === 'VIP';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expires = paid && end ? new Date(`${end}T23:59:59`).toISOString() : null;
    onSave(role, expires);
  };
  return (
    <section aria-labelledby="admin-user-role" className={card}>
      <h3 id="admin-user-role" className="text-lg font-bold text-white">
        {t.roleHeading}
      </h3>
      <p className="mt-1 text-sm text-ink-300">{t.roleIntro}</p>
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-[12rem_12rem_auto] sm:items-end">
        <SelectField
          label={t.role}
          value={role}
          onChange={(value) => setRole(value as Role)}
          options={roles.map((r) => ({ value: r, label: roleName(r) }))}
        />
        {paid ? (
          <label className={labelClass}>
            {t.roleEnd}
            <input
              type="date"
              value={end}
              onChange={(event) => setEnd(event.target.value)}
              className={inputClass}
            />
          </label>
        ) : (
          <span className="hidden sm:block" />
        )}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? de.adminCommon.saving : t.roleSave}
          </Button>
        </div>
      </form>
    </section>
  );
}
