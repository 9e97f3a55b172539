import { slugify } from '@nzbkino/shared';
import type { CatalogueFileInput } from '../../modules/catalogue/catalogue-file.schema';
import { seededRandom } from './demo-hash';

export type DemoMovie = NonNullable<CatalogueFileInput['movies']>[number];
export type DemoSeries = NonNullable<CatalogueFileInput['series']>[number];
export type DemoSeason = NonNullable<DemoSeries['seasons']>[number];
export type DemoEpisode = NonNullable<DemoSeason['episodes']>[number];
type Genre = NonNullable<DemoMovie['genres']>[number];
type Company = NonNullable<DemoMovie['companies']>[number];
type Country = NonNullable<DemoMovie['productionCountries']>[number];

/**
 * The day the demo catalogue describes ("today" when it was written). Episodes
 * after it have not aired yet: no rating, no votes, no still, as TMDb would show them.
 */
export const DEMO_TODAY = '2026-11-21';

/** German genre names with the English ones and TMDb's genre ids (movie and TV lists). */
export const genre = {
  abenteuer: { tmdbId: 12, name: 'Abenteuer', englishName: 'Adventure' },
  actionAbenteuer: { tmdbId: 10759, name: 'Action & Adventure', englishName: 'Action & Adventure' },
  animation: { tmdbId: 16, name: 'Animation', englishName: 'Animation' },
  dokumentarfilm: { tmdbId: 99, name: 'Dokumentarfilm', englishName: 'Documentary' },
  drama: { tmdbId: 18, name: 'Drama', englishName: 'Drama' },
  familie: { tmdbId: 10751, name: 'Familie', englishName: 'Family' },
  fantasy: { tmdbId: 14, name: 'Fantasy', englishName: 'Fantasy' },
  historie: { tmdbId: 36, name: 'Historie', englishName: 'History' },
  horror: { tmdbId: 27, name: 'Horror', englishName: 'Horror' },
  komoedie: { tmdbId: 35, name: 'Komödie', englishName: 'Comedy' },
  krimi: { tmdbId: 80, name: 'Krimi', englishName: 'Crime' },
  kriegsfilm: { tmdbId: 10752, name: 'Kriegsfilm', englishName: 'War' },
  liebesfilm: { tmdbId: 10749, name: 'Liebesfilm', englishName: 'Romance' },
  mystery: { tmdbId: 9648, name: 'Mystery', englishName: 'Mystery' },
  reality: { tmdbId: 10764, name: 'Reality', englishName: 'Reality' },
  sciFi: { tmdbId: 878, name: 'Science-Fiction', englishName: 'Science Fiction' },
  sciFiFantasy: { tmdbId: 10765, name: 'Sci-Fi & Fantasy', englishName: 'Sci-Fi & Fantasy' },
  thriller: { tmdbId: 53, name: 'Thriller', englishName: 'Thriller' },
} satisfies Record<string, Genre>;

export const country = {
  DE: { iso: 'DE', name: 'Deutschland' },
  AT: { iso: 'AT', name: 'Österreich' },
  DK: { iso: 'DK', name: 'Dänemark' },
  FR: { iso: 'FR', name: 'Frankreich' },
  IT: { iso: 'IT', name: 'Italien' },
  SE: { iso: 'SE', name: 'Schweden' },
  SU: { iso: 'SU', name: 'Sowjetunion' },
  US: { iso: 'US', name: 'Vereinigte Staaten von Amerika' },
} satisfies Record<string, Country>;

export function company(name: string, originCountry?: string): Company {
  return originCountry ? { name, originCountry } : { name };
}

/** `[actor, character]` */
export type CastSpec = readonly [name: string, character: string];

function castList(cast: readonly CastSpec[]): NonNullable<DemoMovie['cast']> {
  return cast.map(([name, character]) => ({ name, character, profile: `profile-${slugify(name)}.webp` }));
}

export interface MovieSpec extends Omit<DemoMovie, 'year' | 'cast' | 'poster' | 'backdrop'> {
  year: number;
  cast?: readonly CastSpec[];
}

/** A movie with its image names derived from the slug rule, as the import will slug it. */
export function movie({ cast = [], ...spec }: MovieSpec): DemoMovie {
  const slug = slugify(spec.title, spec.year);
  return { ...spec, cast: castList(cast), poster: `poster-${slug}.webp`, backdrop: `backdrop-${slug}.webp` };
}

/** `[episode title, plot]` */
export type EpisodeSpec = readonly [title: string, plot: string];

export interface SeasonSpec {
  number: number;
  name?: string;
  plot?: string;
  /** Air date of the first episode; the others follow every `intervalDays` (weekly by default). */
  premiere: string;
  intervalDays?: number;
  /** Explicit air dates for irregular schedules (specials), one per episode. */
  airDates?: readonly string[];
  runtime: number;
  /** The season's typical episode rating and vote count; each episode varies a little around them. */
  rating: number;
  votes: number;
  episodes: readonly EpisodeSpec[];
}

export interface SeriesSpec extends Omit<
  DemoSeries,
  'cast' | 'seasons' | 'poster' | 'backdrop' | 'firstAirDate' | 'lastAirDate'
> {
  cast: readonly CastSpec[];
  seasons: readonly SeasonSpec[];
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function code(n: number): string {
  return String(n).padStart(2, '0');
}

function buildSeason(slug: string, seriesTitle: string, spec: SeasonSpec): DemoSeason {
  const random = seededRandom(`${seriesTitle}/${spec.number}`);
  const episodes = spec.episodes.map(([title, plot], index): DemoEpisode => {
    const episodeNumber = index + 1;
    const airDate = spec.airDates?.[index] ?? addDays(spec.premiere, index * (spec.intervalDays ?? 7));
    const base: DemoEpisode = { episodeNumber, title, plot, airDate, runtime: spec.runtime };
    if (airDate > DEMO_TODAY) return base;
    const rating = Math.min(9.6, Math.max(5, spec.rating + (random() - 0.5) * 1.2));
    const episode: DemoEpisode = {
      ...base,
      rating: Math.round(rating * 10) / 10,
      voteCount: Math.round(spec.votes * (0.7 + random() * 0.6)),
    };
    // Stills on about half of the aired episodes, so pages show both cases.
    if (episodeNumber % 2 === 1)
      episode.still = `still-${slug}-s${code(spec.number)}e${code(episodeNumber)}.webp`;
    return episode;
  });
  return {
    seasonNumber: spec.number,
    name: spec.name ?? (spec.number === 0 ? 'Specials' : `Staffel ${spec.number}`),
    ...(spec.plot ? { plot: spec.plot } : {}),
    airDate: spec.premiere,
    poster: `poster-${slug}-s${code(spec.number)}.webp`,
    episodes,
  };
}

/**
 * A series with weekly air dates, first and last air date (the last one that
 * had aired by DEMO_TODAY, as TMDb reports it), and image names from the slug rule.
 */
export function series({ cast, seasons, ...spec }: SeriesSpec): DemoSeries {
  const regular = seasons.filter((s) => s.number > 0);
  const firstAirDate = regular.map((s) => s.premiere).sort()[0];
  if (!firstAirDate) throw new Error(`${spec.title}: a series needs a regular season`);
  const slug = slugify(spec.title, Number(firstAirDate.slice(0, 4)));
  const built = seasons.map((s) => buildSeason(slug, spec.title, s));
  const aired = built
    .flatMap((s) => s.episodes ?? [])
    .map((e) => e.airDate ?? '')
    .filter((d) => d && d <= DEMO_TODAY)
    .sort();
  const lastAirDate = aired[aired.length - 1];
  return {
    ...spec,
    firstAirDate,
    ...(lastAirDate ? { lastAirDate } : {}),
    cast: castList(cast),
    poster: `poster-${slug}.webp`,
    backdrop: `backdrop-${slug}.webp`,
    seasons: built,
  };
}
