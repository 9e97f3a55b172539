import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { de } from '../../i18n/de';

const t = de.apiManagement;

/** A read-only value with a copy button (clipboard API, with a note when it is not available). */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-100">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-ink-600 bg-ink-950 px-3 py-2 font-mono text-sm text-ink-50"
        />
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={t.copyLabel(label)}
          className="inline-flex items-center gap-1.5 rounded-lg border border-ink-600 bg-ink-800 px-3 text-sm font-semibold text-ink-100 hover:border-brand-400"
        >
          {state === 'copied' ? (
            <Check className="size-4 text-emerald-400" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {t.copy}
        </button>
      </div>
      <p role="status" className="min-h-5 text-xs text-ink-300">
        {state === 'copied' ? t.copied : state === 'failed' ? t.copyFailed : ''}
      </p>
    </div>
  );
}
