import { Gauge, type LucideIcon } from 'lucide-react';

/** Feature tiles: an icon (by position), a title and a sentence each (about and pricing pages). */
export function FeatureGrid({
  features,
  icons,
  className = '',
}: {
  features: readonly { title: string; text: string }[];
  icons: readonly LucideIcon[];
  className?: string;
}) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {features.map((feature, index) => {
        const Icon = icons[index] ?? Gauge;
        return (
          <li key={feature.title} className="rounded-2xl border border-ink-700 bg-ink-900/60 p-5">
            <Icon className="size-7 text-brand-400" aria-hidden="true" />
            <h3 className="mt-3 font-bold text-white">{feature.title}</h3>
            <p className="mt-1 text-sm text-ink-300">{feature.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
