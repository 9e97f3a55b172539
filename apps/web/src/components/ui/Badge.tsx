import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-ink-600 bg-ink-800 text-ink-200',
  brand: 'border-brand-500/40 bg-brand-400/15 text-brand-300',
  info: 'border-sky-400/40 bg-sky-400/15 text-sky-200',
  success: 'border-emerald-400/40 bg-emerald-400/15 text-emerald-200',
  warning: 'border-amber-400/40 bg-amber-400/15 text-amber-200',
  danger: 'border-red-400/40 bg-red-400/15 text-red-200',
};

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  /** Data attributes for tests and styling hooks. */
  [data: `data-${string}`]: string | undefined;
}

export function Badge({ tone = 'neutral', children, className = '', ...data }: BadgeProps) {
  return (
    <span
      {...data}
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
