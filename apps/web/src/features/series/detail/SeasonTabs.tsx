import type { KeyboardEvent } from 'react';
import type { Season } from '@nzbkino/api-types';
import { formatCount } from '@nzbkino/shared';
import { de } from '../../../i18n/de';
import type { SeasonTab } from './useSeasonSelection';

export interface SeasonTabsProps {
  idPrefix: string;
  seasons: readonly Season[];
  tab: SeasonTab;
  emptySeasons: ReadonlySet<number>;
  unassignedCount: number;
  onSelectSeason: (seasonNumber: number) => void;
  onSelectUnassigned: () => void;
}

export const seasonLabel = (seasonNumber: number) =>
  seasonNumber === 0 ? de.seriesDetail.specials : de.seriesDetail.seasonTab(seasonNumber);

export const tabId = (prefix: string, key: number | 'unassigned') => `${prefix}-tab-${key}`;

const tabClass =
  'inline-flex min-h-10 shrink-0 items-center gap-2 rounded-lg border px-4 text-sm font-semibold whitespace-nowrap transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-40';
const selectedClass = 'border-brand-400 bg-brand-400 text-ink-950';
const idleClass = 'border-ink-600 bg-ink-800 text-ink-100 enabled:hover:border-ink-400';

/** 'Staffel N' or 'Specials' per season, plus 'Ohne Zuordnung' with its count when such releases exist. */
export function SeasonTabs(props: SeasonTabsProps) {
  const { idPrefix, seasons, tab, emptySeasons, unassignedCount } = props;

  // Arrow keys move between the tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    next?.focus();
    next?.click();
  };

  return (
    <div
      role="tablist"
      aria-label={de.seriesDetail.seasonsHeading}
      onKeyDown={onKeyDown}
      className="flex gap-2 overflow-x-auto pb-2"
    >
      {seasons.map((season) => {
        const selected = tab.kind === 'season' && tab.season.seasonNumber === season.seasonNumber;
        const empty = season.episodeCount === 0 || emptySeasons.has(season.seasonNumber);
        return (
          <button
            key={season.id}
            id={tabId(idPrefix, season.seasonNumber)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            disabled={empty && !selected}
            onClick={() => props.onSelectSeason(season.seasonNumber)}
            className={`${tabClass} ${selected ? selectedClass : idleClass}`}
          >
            {seasonLabel(season.seasonNumber)}
          </button>
        );
      })}
      {unassignedCount > 0 ? (
        <button
          id={tabId(idPrefix, 'unassigned')}
          type="button"
          role="tab"
          aria-selected={tab.kind === 'unassigned'}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.kind === 'unassigned' ? 0 : -1}
          onClick={props.onSelectUnassigned}
          className={`${tabClass} ${tab.kind === 'unassigned' ? selectedClass : idleClass}`}
        >
          {de.seriesDetail.unassigned}
          <span
            aria-label={de.seriesDetail.unassignedCount(unassignedCount)}
            className={`rounded-full px-2 py-0.5 text-xs ${
              tab.kind === 'unassigned' ? 'bg-ink-950/20' : 'bg-ink-700 text-ink-200'
            }`}
          >
            {formatCount(unassignedCount)}
          </span>
        </button>
      ) : null}
    </div>
  );
}
