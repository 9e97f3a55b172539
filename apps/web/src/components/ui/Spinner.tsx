import { LoaderCircle } from 'lucide-react';

export interface SpinnerProps {
  /** Announced to screen readers; omit when a visible text next to the spinner says the same. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className = 'size-5' }: SpinnerProps) {
  return (
    <LoaderCircle
      className={`animate-spin text-brand-400 ${className}`}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}
