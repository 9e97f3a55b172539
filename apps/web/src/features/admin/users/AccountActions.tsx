import { useState } from 'react';
import { Ban, KeyRound, LockOpen, Trash2 } from 'lucide-react';
import type { AdminUserDetail } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Dialog } from '../../../components/ui/Dialog';
import { de } from '../../../i18n/de';
import { card, inputClass, labelClass } from '../shared/admin-ui';

const t = de.adminUsers;
type Asking = 'suspend' | 'reset' | 'delete' | null;

export interface AccountActionsProps {
  user: AdminUserDetail;
  busy: boolean;
  onSuspend: (reason: string) => void;
  onUnsuspend: () => void;
  onPasswordReset: () => void;
  onDelete: () => void;
}

/** Suspend or lift it, send the reset mail, delete: each asks first, except lifting a suspension. */
export function AccountActions({
  user,
  busy,
  onSuspend,
  onUnsuspend,
  onPasswordReset,
  onDelete,
}: AccountActionsProps) {
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const close = () => setAsking(null);
  return (
    <section aria-labelledby="admin-user-actions" className={card}>
      <h3 id="admin-user-actions" className="text-lg font-bold text-white">
        {t.actionsHeading}
      </h3>
      <div className="mt-4 flex flex-wrap gap-2">
        {user.suspended ? (
          <Button variant="secondary" disabled={busy} onClick={onUnsuspend}>
            <LockOpen className="size-4" aria-hidden="true" />
            {t.unsuspend}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => setAsking('suspend')}>
            <Ban className="size-4" aria-hidden="true" />
            {t.suspend}
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => setAsking('reset')}>
          <KeyRound className="size-4" aria-hidden="true" />
          {t.passwordReset}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => setAsking('delete')}
          className="text-red-200"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t.deleteUser}
        </Button>
      </div>
      <Dialog
        open={asking === 'suspend'}
        onClose={close}
        title={t.suspendTitle(user.username)}
        description={t.suspendText}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            close();
            onSuspend(reason);
            setReason('');
          }}
          className="space-y-4"
        >
          <label className={labelClass}>
            {t.suspendReason}
            <textarea
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className={inputClass}
            />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {de.adminCommon.cancel}
            </Button>
            <Button type="submit">{t.suspend}</Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={asking === 'reset'}
        title={t.passwordResetTitle}
        text={t.passwordResetText(user.email)}
        confirmLabel={t.passwordResetConfirm}
        cancelLabel={de.adminCommon.cancel}
        onConfirm={onPasswordReset}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t.deleteTitle(user.username)}
        text={t.deleteText}
        confirmLabel={t.deleteUser}
        cancelLabel={de.adminCommon.cancel}
        onConfirm={onDelete}
        onClose={close}
      />
    </section>
  );
}
