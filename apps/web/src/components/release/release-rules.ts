import type { Release } from '@nzbkino/api-types';
import { de } from '../../i18n/de';

export type ReleaseKind = 'movie' | 'series' | 'music' | 'unknown';

const KINDS: Readonly<Record<string, ReleaseKind>> = {
  movie: 'movie',
  series: 'series',
  tv: 'series',
  episode: 'series',
  music: 'music',
};

/** Film, Serie, Musik or Unbekannt: from `type`, else from the parser's `parsedType` (spec 000 §3). */
export function releaseKind(release: { type?: string | null; parsedType?: string | null }): ReleaseKind {
  return (
    KINDS[String(release.type ?? '').toLowerCase()] ??
    KINDS[String(release.parsedType ?? '').toLowerCase()] ??
    'unknown'
  );
}

/** Where the title of a release leads: the movie or series page, when one is known. */
export function releaseLink(release: Pick<Release, 'movie' | 'series' | 'episode'>): string | null {
  if (release.movie?.slug) return `/movies/${release.movie.slug}`;
  if (release.series?.slug) {
    const episode = release.episode;
    if (!episode) return `/series/${release.series.slug}`;
    const query = new URLSearchParams({
      season: String(episode.season.seasonNumber),
      episode: String(episode.episodeNumber),
    });
    return `/series/${release.series.slug}?${query.toString()}`;
  }
  return null;
}

/** The note a release gets when the indexer found only part of its articles; null when complete or imported. */
export function incompleteNote(release: Pick<Release, 'completion'>): string | null {
  const { completion } = release;
  return completion !== null && completion !== undefined && completion < 100
    ? de.releases.incomplete(completion)
    : null;
}

/** A card's size text with the completion note after it, when there is one. */
export function withCompletion(size: string, release: Pick<Release, 'completion'>): string {
  const note = incompleteNote(release);
  return note === null ? size : `${size} · ${note}`;
}

export function resolutionOf(release: Pick<Release, 'resolution' | 'parsedResolution'>): string | null {
  return release.resolution || release.parsedResolution || null;
}

export function groupOf(release: Pick<Release, 'group' | 'parsedGroup'>): string | null {
  return release.group || release.parsedGroup || null;
}

/** Download needs a stored NZB (spec 000 §5). */
export function hasNzb(release: Pick<Release, 'nzbPath'>): boolean {
  return typeof release.nzbPath === 'string' && release.nzbPath.length > 0;
}

// ── Quality ─────────────────────────────────────────────────────────────────

export type QualityClass = '4k' | 'fhd' | 'hd' | 'sd';

export function qualityClass(resolution: string | null | undefined): QualityClass {
  const value = (resolution ?? '').toLowerCase();
  if (value.includes('2160') || value.includes('4k') || value.includes('uhd')) return '4k';
  if (value.includes('1080')) return 'fhd';
  if (value.includes('720')) return 'hd';
  return 'sd';
}

const RANK: Readonly<Record<QualityClass, number>> = { '4k': 4, fhd: 3, hd: 2, sd: 1 };

/** Spec 001 §9: 2160/4k = 4, 1080 = 3, 720 = 2, anything else 1. */
export function resolutionRank(resolution: string | null | undefined): number {
  return RANK[qualityClass(resolution)];
}

/**
 * The best release to offer: the highest resolution rank, the smaller file on a tie
 * (spec 001 §9). Only releases that can be downloaded (with an NZB) qualify.
 */
export function bestRelease<T extends Pick<Release, 'resolution' | 'parsedResolution' | 'size' | 'nzbPath'>>(
  releases: readonly T[],
): T | null {
  let best: T | null = null;
  for (const release of releases) {
    if (!hasNzb(release)) continue;
    if (!best) {
      best = release;
      continue;
    }
    const rank = resolutionRank(resolutionOf(release));
    const bestRank = resolutionRank(resolutionOf(best));
    if (rank > bestRank || (rank === bestRank && release.size < best.size)) best = release;
  }
  return best;
}

/** The episode page's labels: 2160p → 4K, 1080p → FHD, 720p → HD, 480p → SD (spec 001 §9). */
export function qualityLabel(resolution: string | null | undefined): string {
  const value = (resolution ?? '').toLowerCase();
  if (!value) return 'SD';
  if (value.includes('2160') || value === '4k') return '4K';
  if (value.includes('1080')) return 'FHD';
  if (value.includes('720')) return 'HD';
  if (value.includes('480') || value === 'sd') return 'SD';
  return resolution ?? 'SD';
}

/** The series page shows the resolution as given, or SD when there is none. */
export function seriesResolution(resolution: string | null | undefined): string {
  return resolution || 'SD';
}

// ── Language ────────────────────────────────────────────────────────────────

export type LanguageClass = 'de' | 'de+' | 'en';

const GERMAN = /^(de|deu|ger|german|deutsch)$/i;

/**
 * The audio languages of a release as names. The spec's answers carry them as an
 * array of strings or of objects with name/iso, a delimited string, or one object.
 */
export function audioLanguageNames(value: unknown): string[] {
  if (value == null) return [];
  if (typeof value === 'string') {
    return value
      .split(/[,;/|+]/)
      .map((part) => part.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.flatMap((item) => audioLanguageNames(item));
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const name =
      typeof record.name === 'string' ? record.name : typeof record.iso === 'string' ? record.iso : '';
    const iso = typeof record.iso === 'string' ? record.iso : '';
    // Prefer whichever of the two says German, so { name: 'Deutsch', iso: 'de' } and { iso: 'de' } agree.
    if (GERMAN.test(iso)) return [iso];
    return name ? [name] : [];
  }
  return [];
}

/**
 * The flag of spec 001 §9: German only, German plus another language, otherwise
 * English. The audio languages decide when they are known; otherwise the
 * server's reading of the release name (`language`).
 */
export function languageClass(release: {
  humanAudioLanguages?: unknown;
  language?: string | null;
}): LanguageClass {
  const names = audioLanguageNames(release.humanAudioLanguages);
  if (names.length > 0) {
    const german = names.filter((name) => GERMAN.test(name)).length;
    if (german === 0) return 'en';
    return german === names.length ? 'de' : 'de+';
  }
  if (release.language === 'de') return 'de';
  if (release.language === 'de+') return 'de+';
  return 'en';
}
