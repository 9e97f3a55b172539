import { slugify } from '@nzbkino/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogueFileSchema } from '../../modules/catalogue/catalogue-file.schema';
import { DEMO_TODAY } from './catalogue-builders';
import { demoImageSource, listDemoImages, renderDemoImage } from './demo-images';
import { demoCatalogue } from './index';

const catalogue = catalogueFileSchema.parse(demoCatalogue);

function movieByTitle(title: string) {
  const found = catalogue.movies.find((m) => m.title === title);
  if (!found) throw new Error(`${title} fehlt im Demo-Katalog`);
  return found;
}

/** Every image name anywhere in the catalogue, found by field name, independent of listDemoImages. */
function referencedImages(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedImages(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (['poster', 'backdrop', 'profile', 'still'].includes(key) && typeof child === 'string') {
        found.add(`${key}/${child}`);
      } else referencedImages(child, found);
    }
  }
  return found;
}

describe('demo catalogue', () => {
  it('is a valid catalogue file', () => {
    const result = catalogueFileSchema.safeParse(demoCatalogue);
    expect(result.success, JSON.stringify(result.error?.issues.slice(0, 5))).toBe(true);
  });

  it('holds about 40 movies and 10 series with seasons and episodes', () => {
    expect(catalogue.movies.length).toBeGreaterThanOrEqual(38);
    expect(catalogue.movies.length).toBeLessThanOrEqual(42);
    expect(catalogue.series).toHaveLength(10);
    for (const show of catalogue.series) {
      const regular = show.seasons.filter((s) => s.seasonNumber > 0);
      expect(regular.length, show.title).toBeGreaterThanOrEqual(1);
      expect(regular.length, show.title).toBeLessThanOrEqual(4);
      for (const season of show.seasons) {
        expect(season.episodes.length, `${show.title} ${season.name}`).toBeGreaterThanOrEqual(3);
        expect(season.episodes.length, `${show.title} ${season.name}`).toBeLessThanOrEqual(10);
        expect(season.episodes.map((e) => e.episodeNumber)).toEqual(season.episodes.map((_, i) => i + 1));
      }
    }
    expect(catalogue.series.some((s) => s.seasons.some((season) => season.seasonNumber === 0))).toBe(true);
  });

  it('gives every movie and series a unique slug that its image names follow', () => {
    const movieSlugs = catalogue.movies.map((m) => slugify(m.title, m.year));
    const seriesSlugs = catalogue.series.map((s) => slugify(s.title, Number(s.firstAirDate?.slice(0, 4))));
    expect(new Set(movieSlugs).size).toBe(movieSlugs.length);
    expect(new Set(seriesSlugs).size).toBe(seriesSlugs.length);
    catalogue.movies.forEach((m, i) => expect(m.poster).toBe(`poster-${movieSlugs[i]}.webp`));
    catalogue.series.forEach((s, i) => expect(s.backdrop).toBe(`backdrop-${seriesSlugs[i]}.webp`));
    const imdbIds = catalogue.movies.flatMap((m) => (m.imdbId ? [m.imdbId] : []));
    expect(new Set(imdbIds).size).toBe(imdbIds.length);
  });

  it('starts with the German classics and tells their stories in German', () => {
    expect(catalogue.movies[0]?.originalLanguage).toBe('de');
    for (const title of [
      'Metropolis',
      'Nosferatu – Eine Symphonie des Grauens',
      'Das Cabinet des Dr. Caligari',
    ]) {
      const film = movieByTitle(title);
      expect(film.plot?.length ?? 0, title).toBeGreaterThan(150);
      expect(film.plot, title).toMatch(/\b(und|der|die|das)\b/);
      expect(film.productionCountries).toContainEqual({ iso: 'DE', name: 'Deutschland' });
    }
    expect(movieByTitle('Metropolis')).toMatchObject({ year: 1927, imdbId: 'tt0017136' });
  });

  it('gives Metropolis a YouTube trailer, so the detail page shows the trailer button', () => {
    const withTrailer = catalogue.movies.filter((m) =>
      m.videos.some((v) => v.site === 'YouTube' && v.type === 'Trailer' && v.key),
    );
    expect(withTrailer.map((m) => m.title)).toEqual(['Metropolis']);
  });

  it('has two returning series with episodes still to come, for the on-air list', () => {
    const returning = catalogue.series.filter((s) => s.status === 'Returning Series');
    expect(returning).toHaveLength(2);
    for (const show of returning) {
      const airDates = show.seasons.flatMap((s) => s.episodes.map((e) => e.airDate ?? ''));
      expect(show.lastAirDate?.startsWith('2026-'), show.title).toBe(true);
      expect(
        airDates.some((d) => d > DEMO_TODAY),
        show.title,
      ).toBe(true);
    }
    const upcoming = catalogue.series.flatMap((s) => s.seasons.flatMap((season) => season.episodes));
    for (const episode of upcoming.filter((e) => (e.airDate ?? '') > DEMO_TODAY)) {
      expect(episode.rating).toBeUndefined();
      expect(episode.still).toBeUndefined();
    }
  });
});

describe('demo images', () => {
  it('lists every image the catalogue refers to, once', () => {
    const listed = listDemoImages(demoCatalogue).map((image) => `${image.kind}/${image.name}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(referencedImages(demoCatalogue));
  });

  it.each([
    ['poster', 'Nosferatu – Eine Symphonie des Grauens', '1922', 500, 750],
    ['backdrop', 'Das Cabinet des Dr. Caligari', '1920', 1280, 720],
    ['profile', 'Gustav von Wangenheim', 'Hutter', 185, 278],
    ['still', 'Tom & Jerry <"Spezial"> – eine sehr lange Folge mit Überlänge', 'S01E03', 400, 225],
  ] as const)('renders a %s as WebP at the right size', async (kind, title, subtitle, width, height) => {
    const image = await renderDemoImage(kind, title, subtitle);
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'webp', width, height });
  });

  it('paints the same bytes for the same title, and nothing for unknown names', async () => {
    const source = demoImageSource(demoCatalogue);
    const metropolis = movieByTitle('Metropolis');
    const first = await source('poster', metropolis.poster!);
    const again = await renderDemoImage('poster', 'Metropolis', '1927');
    expect(first?.equals(again)).toBe(true);
    expect(await source('poster', 'poster-gibt-es-nicht.webp')).toBeNull();
  });
});
