import { useState, type FormEvent } from 'react';
import type { TitleRequest } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { de } from '../../../i18n/de';
import { inputClass, labelClass } from '../shared/admin-ui';

const t = de.adminRequests;

/** Marks a request fulfilled, with the release that answers it when the admin names one. */
export function FulfilDialog({
  request,
  onFulfil,
  onClose,
}: {
  request: TitleRequest;
  onFulfil: (releaseId: number | undefined) => void;
  onClose: () => void;
}) {
  const [releaseId, setReleaseId] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = releaseId.trim();
    if (text === '') return onFulfil(undefined);
    const id = Number(text);
    if (!Number.isInteger(id) || id <= 0) return setError(true);
    onFulfil(id);
  };
  return (
    <Dialog open onClose={onClose} title={t.fulfilTitle(request.title)} description={t.fulfilText}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <label className={labelClass}>
          {t.fulfilRelease}
          <input
            value={releaseId}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={error || undefined}
            onChange={(event) => {
              setReleaseId(event.target.value);
              setError(false);
            }}
            className={inputClass}
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {t.releaseIdInvalid}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {de.adminCommon.cancel}
          </Button>
          <Button type="submit">{t.fulfil}</Button>
        </div>
      </form>
    </Dialog>
  );
}
