import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldShell, inputClasses } from './FieldShell';
import type { FieldDisplay } from './field-state';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  display: FieldDisplay;
  registration: UseFormRegisterReturn;
}

export function TextField({ id, label, display, registration, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} display={display}>
      <input
        id={id}
        className={inputClasses}
        aria-invalid={display.visible && display.tone === 'error' ? true : undefined}
        aria-describedby={describedBy(id, display)}
        {...input}
        {...registration}
      />
    </FieldShell>
  );
}
