import type { ReactNode } from 'react';
import { de } from '../../../i18n/de';
import { inputClass, labelClass } from '../shared/admin-ui';
import type { SecretDraft } from './settings-draft';

const t = de.adminSettings;

export function Group({
  title,
  hint,
  changedAt,
  children,
}: {
  title: string;
  hint?: string;
  changedAt?: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-ink-700 bg-ink-900/60 p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-white">{title}</legend>
      {hint ? <p className="text-sm text-ink-300">{hint}</p> : null}
      {changedAt ? <p className="text-xs text-ink-400">{t.changedAt(changedAt)}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * A secret: the stored one only as its masked tail, an empty field keeps it,
 * and "Entfernen" deletes it.
 */
export function SecretInput({
  label,
  masked,
  draft,
  onChange,
}: {
  label: string;
  masked: string | null;
  draft: SecretDraft;
  onChange: (draft: SecretDraft) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label className={labelClass}>
        {label}
        <input
          type="password"
          autoComplete="new-password"
          value={draft.value}
          disabled={draft.clear}
          placeholder={masked ?? ''}
          onChange={(event) => onChange({ ...draft, value: event.target.value })}
          className={inputClass}
        />
      </label>
      <p className="text-xs text-ink-400">{masked ? t.secretSet(masked) : t.secretUnset}</p>
      {masked ? (
        <label className="flex items-center gap-2 text-xs text-ink-200">
          <input
            type="checkbox"
            className="accent-brand-400"
            checked={draft.clear}
            onChange={(event) => onChange({ value: '', clear: event.target.checked })}
          />
          {t.secretClear}: {label}
        </label>
      ) : null}
    </div>
  );
}
