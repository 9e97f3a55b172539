import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { formatCount } from '@nzbkino/shared';

/** One figure with its label; a link when the figure leads somewhere to act on it. */
export function Tile({
  label,
  value,
  to,
  tone = 'plain',
}: {
  label: string;
  value: number;
  to?: string;
  tone?: 'plain' | 'alert';
}) {
  const body: ReactNode = (
    <>
      <span className="text-xs font-semibold tracking-wide text-ink-300 uppercase">{label}</span>
      <span
        className={`mt-1 text-2xl font-extrabold tabular-nums ${tone === 'alert' && value > 0 ? 'text-amber-200' : 'text-white'}`}
      >
        {formatCount(value)}
      </span>
    </>
  );
  const box = 'flex min-w-0 flex-col rounded-xl border border-ink-700 bg-ink-900/60 p-4';
  if (!to) return <div className={box}>{body}</div>;
  return (
    <Link to={to} className={`${box} group hover:border-brand-400`}>
      {body}
      <ArrowRight className="mt-2 size-4 text-brand-300 group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}

export function TileGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="text-lg font-bold text-white">{title}</h3>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">{children}</div>
    </section>
  );
}
