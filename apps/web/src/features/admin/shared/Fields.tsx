import { inputClass, labelClass } from './admin-ui';

// The labelled inputs of the admin forms; values are the text as typed.

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export function TextInput({
  type = 'text',
  ...props
}: FieldProps & { type?: 'text' | 'url' | 'email' | 'date' }) {
  const { label, value, onChange, placeholder } = props;
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

export function NumberInput({ label, value, onChange, placeholder }: FieldProps) {
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

export function TextArea({ label, value, onChange, rows = 4 }: FieldProps & { rows?: number }) {
  return (
    <label className={`${labelClass} sm:col-span-2`}>
      {label}
      <textarea
        value={value}
        rows={rows}
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

/** The first complaint of a form, announced. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-red-300">
      {message}
    </p>
  ) : null;
}
