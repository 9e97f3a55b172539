import type { ParsedRelease } from '@nzbkino/release-parser';
import { matchTitle } from '../catalogue/match-title';
import type { MatchingLookups, MovieCandidate, ReleaseLinks, SeriesCandidate } from './matching.repository';

export const NO_LINKS: ReleaseLinks = { movieId: null, seriesId: null, seasonId: null, episodeId: null };

const LEADING_ARTICLE = /^(the|a|an|der|die|das|le|la|les) /;

/** The folded title and, when it starts with an article, the title without it. */
function titleForms(title: string): string[] {
  const folded = matchTitle(title);
  if (!folded) return [];
  const bare = folded.replace(LEADING_ARTICLE, '');
  return bare !== folded && bare ? [folded, bare] : [folded];
}

/** The forms of the title, then of its alternatives ("Der.Untergang.AKA.Downfall", "Тёмные воды / Dark Waters"). */
function allTitleForms(parsed: ParsedRelease): string[] {
  const forms = titleForms(parsed.title);
  for (const alternative of parsed.alternativeTitles) {
    for (const form of titleForms(alternative)) if (!forms.includes(form)) forms.push(form);
  }
  return forms;
}

/**
 * Movies: same title and year; a year off by one still matches (release dates
 * differ between countries). Without a year only an unambiguous title matches.
 */
export function pickMovie(candidates: MovieCandidate[], year: number | null): MovieCandidate | undefined {
  if (candidates.length === 0) return undefined;
  if (year === null) return candidates.length === 1 ? candidates[0] : undefined;
  const exact = candidates.filter((c) => c.year === year);
  if (exact.length === 1) return exact[0];
  if (exact.length > 1) return undefined;
  const near = candidates.filter((c) => c.year !== null && Math.abs(c.year - year) === 1);
  return near.length === 1 ? near[0] : undefined;
}

/** Series: a year in the name ("Doctor.Who.2005") picks among remakes; otherwise the title must be unambiguous. */
export function pickSeries(candidates: SeriesCandidate[], year: number | null): SeriesCandidate | undefined {
  if (candidates.length === 1) return candidates[0];
  if (year === null) return undefined;
  const exact = candidates.filter((c) => c.firstAirYear === year);
  return exact.length === 1 ? exact[0] : undefined;
}

export class ReleaseMatcher {
  constructor(private readonly repository: MatchingLookups) {}

  async match(parsed: ParsedRelease): Promise<ReleaseLinks> {
    const isTv =
      parsed.type === 'tv' ||
      parsed.season !== null ||
      parsed.airDate !== null ||
      parsed.absoluteEpisode !== null;
    if (parsed.type === 'music') return NO_LINKS;
    if (isTv) return this.matchEpisode(parsed);
    const movie = await this.matchMovie(parsed);
    if (movie.movieId !== null || parsed.type === 'movie') return movie;
    return this.matchEpisode(parsed);
  }

  private async matchMovie(parsed: ParsedRelease): Promise<ReleaseLinks> {
    for (const form of allTitleForms(parsed)) {
      const movie = pickMovie(await this.repository.moviesTitled(form), parsed.year);
      if (movie) return { ...NO_LINKS, movieId: movie.id };
    }
    return NO_LINKS;
  }

  private async matchEpisode(parsed: ParsedRelease): Promise<ReleaseLinks> {
    let found: SeriesCandidate | undefined;
    for (const form of allTitleForms(parsed)) {
      found = pickSeries(await this.repository.seriesTitled(form), parsed.year);
      if (found) break;
    }
    if (!found) return NO_LINKS;
    const seriesId = found.id;
    const firstEpisode = parsed.episodes[0];
    if (parsed.season !== null && firstEpisode !== undefined) {
      const episode = await this.repository.episode(seriesId, parsed.season, firstEpisode);
      if (episode) return { movieId: null, seriesId, seasonId: episode.seasonId, episodeId: episode.id };
    }
    if (parsed.airDate) {
      const episode = await this.repository.episodeAired(seriesId, parsed.airDate);
      if (episode) return { movieId: null, seriesId, seasonId: episode.seasonId, episodeId: episode.id };
    }
    const seasonId =
      parsed.season !== null ? ((await this.repository.season(seriesId, parsed.season)) ?? null) : null;
    // Known series, unknown episode: shown under "Ohne Zuordnung" until its metadata arrives.
    return { movieId: null, seriesId, seasonId, episodeId: null };
  }
}
