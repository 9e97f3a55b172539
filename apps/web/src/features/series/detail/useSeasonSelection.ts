import type { Season } from '@nzbkino/api-types';
import { useQueryParams } from '../../../lib/useQueryParams';
import { initialSeasonNumber, visibleSeasons } from '../series-rules';

export const UNASSIGNED_TAB = 'ohne-zuordnung';

export type SeasonTab = { kind: 'season'; season: Season } | { kind: 'unassigned' } | { kind: 'none' };

/**
 * The selected season tab and episode, kept in the query string (?season=2&episode=5,
 * or ?season=ohne-zuordnung) so a link opens the same view. Without a valid
 * choice the initial-season rule applies.
 */
export function useSeasonSelection(seasons: readonly Season[], hasUnassigned: boolean) {
  const { params, update } = useQueryParams();
  const shown = visibleSeasons(seasons);
  const seasonParam = params.get('season');
  const episodeParam = Number(params.get('episode'));

  let tab: SeasonTab = { kind: 'none' };
  if (seasonParam === UNASSIGNED_TAB && hasUnassigned) tab = { kind: 'unassigned' };
  else {
    const requested = seasonParam !== null && seasonParam !== '' ? Number(seasonParam) : NaN;
    const number = shown.some((s) => s.seasonNumber === requested) ? requested : initialSeasonNumber(shown);
    const season = shown.find((s) => s.seasonNumber === number);
    if (season) tab = { kind: 'season', season };
  }
  const episodeNumber =
    tab.kind === 'season' && Number.isInteger(episodeParam) && episodeParam > 0 ? episodeParam : null;

  return {
    seasons: shown,
    tab,
    episodeNumber,
    /** Choosing a season clears the episode. */
    selectSeason: (seasonNumber: number, replace = false) =>
      update({ season: seasonNumber, episode: null }, { replace, keepPage: true }),
    /** The unassigned tab clears both selections. */
    selectUnassigned: () => update({ season: UNASSIGNED_TAB, episode: null }, { keepPage: true }),
    selectEpisode: (seasonNumber: number, number: number) =>
      update({ season: seasonNumber, episode: number }, { keepPage: true }),
  };
}
