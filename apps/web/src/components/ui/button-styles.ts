export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-400 text-ink-950 hover:bg-brand-300 active:bg-brand-500',
  secondary: 'border border-ink-600 bg-ink-800 text-ink-100 hover:border-ink-400 hover:bg-ink-700',
  ghost: 'text-ink-200 hover:bg-ink-800 hover:text-white',
  link: 'text-brand-300 underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-10 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/** Shared by Button and ButtonLink so a link that looks like a button stays a real link. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  const sizing = variant === 'link' ? 'p-0 text-sm' : sizes[size];
  return [base, variants[variant], sizing, extra].filter(Boolean).join(' ');
}
