import type { Season } from '@nzbkino/api-types';
import type { SeriesStatus } from '../../i18n/de';

/**
 * Spec 001 §4: returning or continuing → Continuing, ended → Ended, canceled or
 * cancelled → Canceled. Anything else has no badge. (The badge shows the German
 * labels Laufend, Beendet and Abgesetzt.)
 */
export function seriesStatus(status: string | null | undefined): SeriesStatus | null {
  const value = (status ?? '').trim().toLowerCase();
  if (value === 'returning' || value === 'returning series' || value === 'continuing') return 'Continuing';
  if (value === 'ended') return 'Ended';
  if (value === 'canceled' || value === 'cancelled') return 'Canceled';
  return null;
}

/** Seasons with numbers 0 and above, ascending (spec 001 §4). */
export function visibleSeasons<T extends Pick<Season, 'seasonNumber'>>(seasons: readonly T[]): T[] {
  return seasons.filter((season) => season.seasonNumber >= 0).sort((a, b) => a.seasonNumber - b.seasonNumber);
}

/** Initial season: season 1, else the first season above 1, else season 0 (spec 001 §4). */
export function initialSeasonNumber(seasons: readonly Pick<Season, 'seasonNumber'>[]): number | null {
  const numbers = visibleSeasons(seasons).map((season) => season.seasonNumber);
  if (numbers.includes(1)) return 1;
  const above = numbers.find((n) => n > 1);
  if (above !== undefined) return above;
  return numbers.includes(0) ? 0 : null;
}

/**
 * When the selected season turns out to have no episodes: the first season with
 * episodes and a number above 0, or null when there is none.
 */
export function replacementSeason(
  seasons: readonly Pick<Season, 'seasonNumber' | 'episodeCount'>[],
  emptySeasonNumbers: ReadonlySet<number>,
): number | null {
  const found = visibleSeasons(seasons).find(
    (season) =>
      season.seasonNumber > 0 && season.episodeCount > 0 && !emptySeasonNumbers.has(season.seasonNumber),
  );
  return found ? found.seasonNumber : null;
}

/** 'S01E02' */
export function episodeCode(seasonNumber: number, episodeNumber: number): string {
  return `S${String(seasonNumber).padStart(2, '0')}E${String(episodeNumber).padStart(2, '0')}`;
}
