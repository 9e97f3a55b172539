import { formatDate } from '@nzbkino/shared';
import type { ChangelogEntry } from '@nzbkino/api-types';
import { Badge } from '../../components/ui/Badge';
import { de } from '../../i18n/de';

function safeDate(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : formatDate(iso);
}

export function ChangelogEntryCard({ entry }: { entry: ChangelogEntry }) {
  const date = safeDate(entry.releaseDate);
  return (
    <article className="rounded-xl border border-ink-700 bg-ink-800/60 p-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-base font-bold text-brand-300">{entry.version}</h3>
        {entry.isPrerelease ? <Badge tone="warning">{de.changelog.prerelease}</Badge> : null}
        {date ? (
          <time dateTime={entry.releaseDate} className="text-sm text-ink-300">
            <span className="sr-only">{de.changelog.releasedOn(date)}</span>
            <span aria-hidden="true">{date}</span>
          </time>
        ) : null}
      </header>
      {entry.title ? <p className="mt-2 font-semibold text-white">{entry.title}</p> : null}
      {entry.description ? <p className="mt-1 text-sm text-ink-200">{entry.description}</p> : null}
      {entry.changes.map((group) => (
        <section key={group.type} className="mt-3">
          <h4 className="text-xs font-bold tracking-wide text-ink-300 uppercase">
            {de.changelog.changeTypes[group.type]}
          </h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-100 marker:text-brand-500">
            {group.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
