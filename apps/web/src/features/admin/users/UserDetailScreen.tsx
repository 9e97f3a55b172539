import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminUserDetail } from '@nzbkino/api-types';
import { EmptyState } from '../../../components/ui/StateMessage';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { MemberMembershipsPanel } from '../../subscription/MemberMembershipsPanel';
import { adminKeys } from '../shared/admin-keys';
import { errorText } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { QueryView } from '../shared/QueryView';
import { AccountActions } from './AccountActions';
import { RecentGrabs } from './RecentGrabs';
import { RoleForm } from './RoleForm';
import { roleName } from './user-labels';
import { UserFacts } from './UserFacts';
import { useRefreshAfterGrant } from './useRefreshAfterGrant';
import {
  changeRole,
  deleteUser,
  fetchUser,
  sendPasswordReset,
  suspendUser,
  unsuspendUser,
} from './users.api';

const t = de.adminUsers;

type Action =
  | { kind: 'role'; role: AdminUserDetail['role']; membershipExpiresAt: string | null }
  | { kind: 'suspend'; reason: string }
  | { kind: 'unsuspend' }
  | { kind: 'reset' }
  | { kind: 'delete' };

function UserDetail({ session, id }: { session: Session; id: number }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useRefreshAfterGrant(id);
  const user = useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => fetchUser(session, id, signal),
  });
  const name = user.data?.username ?? '';

  const action = useMutation({
    mutationFn: async (next: Action): Promise<AdminUserDetail | null> => {
      switch (next.kind) {
        case 'role':
          return changeRole(session, id, { role: next.role, membershipExpiresAt: next.membershipExpiresAt });
        case 'suspend':
          return suspendUser(session, id, next.reason);
        case 'unsuspend':
          return unsuspendUser(session, id);
        case 'reset':
          toast.success((await sendPasswordReset(session, id)).message);
          return null;
        case 'delete':
          await deleteUser(session, id);
          return null;
      }
    },
    onSuccess: (detail, next) => {
      if (detail) queryClient.setQueryData(adminKeys.user(id), detail);
      if (next.kind === 'role' && detail) toast.success(t.roleSaved(detail.username, roleName(detail.role)));
      if (next.kind === 'suspend') toast.success(t.suspended(name));
      if (next.kind === 'unsuspend') toast.success(t.unsuspended(name));
      if (next.kind === 'delete') {
        toast.success(t.deleted(name));
        void navigate('/admin/users');
        queryClient.removeQueries({ queryKey: adminKeys.user(id) });
      }
      void queryClient.invalidateQueries({ queryKey: adminKeys.users, refetchType: 'none' });
    },
    onError: (error) => toast.error(errorText(error)),
  });

  return (
    <QueryView query={user} loading={t.detailLoading} failed={t.detailFailed}>
      {(detail) => (
        <div className="space-y-6">
          <h3 className="text-xl font-bold break-all text-white">{detail.username}</h3>
          <UserFacts user={detail} />
          <RoleForm
            key={`${detail.role}-${detail.membershipExpiresAt ?? ''}`}
            user={detail}
            busy={action.isPending}
            onSave={(role, membershipExpiresAt) => action.mutate({ kind: 'role', role, membershipExpiresAt })}
          />
          <MemberMembershipsPanel session={session} userId={detail.id} username={detail.username} />
          <AccountActions
            user={detail}
            busy={action.isPending}
            onSuspend={(reason) => action.mutate({ kind: 'suspend', reason })}
            onUnsuspend={() => action.mutate({ kind: 'unsuspend' })}
            onPasswordReset={() => action.mutate({ kind: 'reset' })}
            onDelete={() => action.mutate({ kind: 'delete' })}
          />
          <RecentGrabs user={detail} />
        </div>
      )}
    </QueryView>
  );
}

/** /admin/users/:id: one account, its role and membership, and what it grabbed. */
export default function UserDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <AdminScreen title={de.admin.users}>
      {(session) => (
        <div className="space-y-4">
          <Link
            to="/admin/users"
            className="inline-flex items-center gap-1.5 text-sm text-brand-300 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t.back}
          </Link>
          {valid ? (
            <UserDetail session={session} id={id} />
          ) : (
            <EmptyState title={t.detailFailed} className="py-12" />
          )}
        </div>
      )}
    </AdminScreen>
  );
}
