import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { WatchlistItem } from '@nzbkino/api-types';
import { formatDateTime, formatRelativeTime } from '@nzbkino/shared';
import { ReleaseName } from '../../components/release/ReleaseName';
import { SmartImage } from '../../components/ui/SmartImage';
import { de } from '../../i18n/de';

const t = de.watchlistPage;

export interface WatchlistEntryProps {
  item: WatchlistItem;
  onNotifyChange: (item: WatchlistItem, enabled: boolean) => void;
  onRemove: (item: WatchlistItem) => void;
  removing: boolean;
}

/** The switch is a native checkbox with the switch role, drawn as a track and knob. */
function NotifySwitch({ item, onChange }: { item: WatchlistItem; onChange: (enabled: boolean) => void }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink-200">
      <input
        type="checkbox"
        role="switch"
        checked={item.notify}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={t.notifyLabel(item.title)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-ink-600 transition-colors peer-checked:bg-brand-400 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-400 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5"
      />
      {t.notify}
    </label>
  );
}

/** One followed title: poster, title and year, its newest release, the release count, the switch and remove. */
export function WatchlistEntry({ item, onNotifyChange, onRemove, removing }: WatchlistEntryProps) {
  const to = `${item.kind === 'movie' ? '/movies' : '/series'}/${item.slug}`;
  const latest = item.latestRelease;
  return (
    <li className="flex gap-3 rounded-xl border border-ink-700 bg-ink-900/60 p-3 sm:gap-4">
      <Link to={to} tabIndex={-1} aria-hidden="true" className="w-16 shrink-0 sm:w-20">
        <div className="aspect-[2/3] overflow-hidden rounded-lg border border-ink-700 bg-ink-800">
          <SmartImage
            kind="posters"
            path={item.posterPath}
            alt=""
            sizes="80px"
            className="size-full object-cover"
          />
        </div>
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="font-semibold text-white">
          <Link to={to} className="hover:text-brand-300">
            {item.title}
          </Link>
          {item.year ? <span className="ml-1.5 font-normal text-ink-400">({item.year})</span> : null}
        </h3>
        <p className="mt-1 text-sm text-ink-300">
          {latest ? (
            <>
              {t.latestRelease}{' '}
              <span className="text-ink-100">
                <ReleaseName name={latest.name} />
              </span>
              {' · '}
              <time dateTime={latest.createdAt} title={formatDateTime(latest.createdAt)}>
                {formatRelativeTime(latest.createdAt)}
              </time>
            </>
          ) : (
            <span className="italic">{t.noRelease}</span>
          )}
        </p>
        <p className="mt-0.5 text-xs text-ink-400">{t.releaseCount(item.releaseCount)}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
          <NotifySwitch item={item} onChange={(enabled) => onNotifyChange(item, enabled)} />
          <button
            type="button"
            aria-label={t.remove(item.title)}
            title={t.remove(item.title)}
            disabled={removing}
            onClick={() => onRemove(item)}
            className="inline-flex size-9 items-center justify-center rounded-lg border border-ink-600 bg-ink-800 text-ink-200 hover:border-red-400 hover:text-red-300 disabled:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}
