import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Eye, EyeOff } from 'lucide-react';
import { de } from '../../../i18n/de';
import { describedBy, FieldShell, inputClasses } from './FieldShell';
import type { FieldDisplay } from './field-state';
import { PasswordStrength } from './PasswordStrength';

export interface PasswordFieldProps {
  id: string;
  label: string;
  display: FieldDisplay;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  /** The strength bar: only on a password field, and only while it is not empty (spec 000 §5). */
  strengthOf?: string | undefined;
  disabled?: boolean;
}

/** A password input with the show/hide toggle of spec 000 §2. */
export function PasswordField({
  id,
  label,
  display,
  registration,
  autoComplete,
  strengthOf,
  disabled,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldShell
      id={id}
      label={label}
      display={display}
      below={strengthOf ? <PasswordStrength password={strengthOf} /> : null}
    >
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        className={`${inputClasses} pr-20`}
        aria-invalid={display.visible && display.tone === 'error' ? true : undefined}
        aria-describedby={describedBy(id, display)}
        disabled={disabled}
        {...registration}
      />
      <button
        type="button"
        className="absolute right-10 rounded p-1 text-ink-300 hover:text-white disabled:opacity-50"
        aria-label={visible ? de.auth.hidePassword : de.auth.showPassword}
        aria-pressed={visible}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </FieldShell>
  );
}
