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

export function TextInput({
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url' | 'email';
  placeholder?: string;
}) {
  return (
    <label className={labelClass}>
      {label}
      <input
        type={type}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </label>
  );
}

export function NumberInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <label className={labelClass}>
      {label}
      <input
        inputMode="numeric"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </label>
  );
}

export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="flex min-h-10 items-center gap-2 self-end text-sm text-ink-100">
      <input
        type="checkbox"
        className="size-4 accent-brand-400"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
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
