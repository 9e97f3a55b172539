import { useState, type FormEvent } from 'react';
import type { TitleRequest } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { de } from '../../../i18n/de';
import { inputClass, labelClass } from '../shared/admin-ui';

const t = de.adminRequests;

/** Asks for the reason the member will read. */
export function RejectDialog({
  request,
  onReject,
  onClose,
}: {
  request: TitleRequest;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(true);
    onReject(reason.trim());
  };
  return (
    <Dialog open onClose={onClose} title={t.rejectTitle(request.title)} description={t.rejectText}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <label className={labelClass}>
          {t.rejectReason}
          <textarea
            value={reason}
            rows={3}
            maxLength={500}
            aria-invalid={error || undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(false);
            }}
            className={inputClass}
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {t.reasonRequired}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {de.adminCommon.cancel}
          </Button>
          <Button type="submit">{t.reject}</Button>
        </div>
      </form>
    </Dialog>
  );
}
