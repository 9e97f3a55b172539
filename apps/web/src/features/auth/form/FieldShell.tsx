import type { ReactNode } from 'react';
import { AlertTriangle, CircleCheck, CircleX } from 'lucide-react';
import { de } from '../../../i18n/de';
import type { FieldDisplay } from './field-state';

const toneText = {
  error: 'text-curtain-400',
  warning: 'text-brand-300',
  success: 'text-emerald-400',
} as const;
const ToneIcon = { error: CircleX, warning: AlertTriangle, success: CircleCheck } as const;

export interface FieldShellProps {
  id: string;
  label: string;
  display: FieldDisplay;
  children: ReactNode;
  /** Shown under the field, e.g. the strength bar. */
  below?: ReactNode;
}

/** Label, input, state icon and rule message of one form field. */
export function FieldShell({ id, label, display, children, below }: FieldShellProps) {
  const Icon = ToneIcon[display.tone];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-100">
        {label}
      </label>
      <div className="relative flex items-center">
        {children}
        {display.visible ? (
          <span
            className={`pointer-events-none absolute right-3 ${toneText[display.tone]}`}
            data-tone={display.tone}
          >
            <Icon className="size-5" aria-hidden="true" />
            <span className="sr-only">{de.auth.fieldState[display.tone]}</span>
          </span>
        ) : null}
      </div>
      {below}
      {display.visible && display.message ? (
        <p id={`${id}-message`} className={`text-sm ${toneText[display.tone]}`}>
          {display.message}
        </p>
      ) : null}
    </div>
  );
}

export const inputClasses =
  'w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2.5 pr-10 text-ink-50 placeholder:text-ink-500 ' +
  'focus:border-brand-400 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-curtain-500';

export function describedBy(id: string, display: FieldDisplay): string | undefined {
  return display.visible && display.message ? `${id}-message` : undefined;
}
