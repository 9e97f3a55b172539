import { useId, type ReactNode } from 'react';

export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
      <h2 id={headingId} className="text-lg font-bold text-white">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-300">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
