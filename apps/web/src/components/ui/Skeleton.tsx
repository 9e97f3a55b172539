export interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block; hidden from screen readers, the surrounding element announces the loading state. */
export function Skeleton({ className = 'h-4 w-full' }: SkeletonProps) {
  return <span aria-hidden="true" className={`block animate-pulse rounded bg-ink-700 ${className}`} />;
}
