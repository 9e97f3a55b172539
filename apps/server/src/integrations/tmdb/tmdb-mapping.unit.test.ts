import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueMovieSchema } from '../../modules/catalogue/catalogue-file.schema';
import { collectImages, imageName, isTmdbImagePath, parseImageName } from './tmdb-images';
import { mapMovie, movieNeedsFallback, type MappingContext } from './tmdb-mapping';
import { tmdbMovieSchema } from './tmdb-responses';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

const context: MappingContext = { englishGenres: new Map([[18, 'Drama']]), videoLanguages: ['de', 'en'] };

// Metropolis with some fields replaced, as TMDb (or something pretending to be it) might send them.
const metropolis = (changes: Record<string, unknown>) => {
  const raw = { ...fixture('movie-19.de-DE'), ...changes };
  const movie = mapMovie(tmdbMovieSchema.parse(raw), context);
  expect(catalogueMovieSchema.safeParse(movie).success).toBe(true);
  return movie;
};

describe('movie mapping edge cases', () => {
  it('keeps the first 20 cast members by billing order and skips nameless ones', () => {
    const cast = Array.from({ length: 25 }, (_, i) => ({
      id: 100 + i,
      name: `Darsteller ${i}`,
      character: 'Arbeiter',
      order: 24 - i,
    }));
    cast.push({ id: 999, name: '', character: 'Niemand', order: -1 });

    const movie = metropolis({ credits: { cast } });

    expect(movie.cast).toHaveLength(20);
    expect(movie.cast[0]).toEqual({ tmdbId: 124, name: 'Darsteller 24', character: 'Arbeiter' });
    expect(movie.cast[19]?.name).toBe('Darsteller 5');
  });

  it('maps the collection id', () => {
    expect(metropolis({ belongs_to_collection: { id: 990201, name: 'Test-Sammlung' } }).collectionId).toBe(
      990201,
    );
  });

  it('drops image paths and video keys that could point elsewhere', () => {
    const movie = metropolis({
      poster_path: 'http://evil/x.png',
      backdrop_path: '/../../etc/passwd',
      credits: { cast: [{ id: 1, name: 'Brigitte Helm', order: 0, profile_path: '/..' }] },
      videos: {
        results: [
          { site: 'YouTube', type: 'Trailer', key: '"><script>', name: 'Böse', iso_639_1: 'de' },
          { site: 'YouTube', type: 'Trailer', key: 'ok_Key-1', name: 'Gut', iso_639_1: 'de' },
        ],
      },
    });

    expect(movie.poster).toBeUndefined();
    expect(movie.backdrop).toBeUndefined();
    expect(movie.cast).toEqual([{ tmdbId: 1, name: 'Brigitte Helm' }]);
    expect(movie.videos.map((video) => video.key)).toEqual(['ok_Key-1']);
    expect(collectImages(movie)).toEqual([]);
  });

  it('treats unrated, zero-length and malformed values as absent', () => {
    const movie = metropolis({
      vote_average: 0,
      vote_count: 0,
      runtime: 0,
      release_date: '1927',
      imdb_id: '',
      popularity: -3,
      status: null,
      genres: [{ id: 18, name: '' }, { id: 'x' }],
    });

    expect(movie).toMatchObject({ voteCount: 0, popularity: 0, imdbId: 'tt0017136' }); // from external_ids
    expect(movie.rating).toBeUndefined();
    expect(movie.runtime).toBeUndefined();
    expect(movie.releaseDate).toBeUndefined();
    expect(movie.year).toBeUndefined();
    expect(movie.status).toBeUndefined();
    expect(movie.genres).toEqual([{ tmdbId: 18, name: 'Drama', englishName: 'Drama' }]);
  });

  it('falls back to the English title, then the original title', () => {
    const raw = tmdbMovieSchema.parse({
      ...fixture('movie-19.de-DE'),
      title: '',
      original_title: 'Metropolis',
    });

    expect(movieNeedsFallback(raw)).toBe(true);
    expect(
      mapMovie(raw, context, { title: 'Metropolis (EN)', name: undefined, overview: '', tagline: '' }).title,
    ).toBe('Metropolis (EN)');
    expect(mapMovie(raw, context).title).toBe('Metropolis');
  });
});

describe('image names', () => {
  it('round-trips TMDb paths and ignores names from other sources', () => {
    expect(imageName('still', '/abc.webp')).toBe('tmdb-still-abc.webp');
    expect(parseImageName('tmdb-still-abc.webp')).toEqual({ kind: 'still', tmdbPath: '/abc.webp' });
    expect(parseImageName('upload-abc.jpg')).toBeUndefined();
    expect(parseImageName('tmdb-poster-..')).toBeUndefined();
  });

  it('accepts only single-segment paths with safe characters', () => {
    expect(isTmdbImagePath('/kqjL17yufvn9OVLyXYpvtyrFfak.jpg')).toBe(true);
    expect(isTmdbImagePath(`/${'a'.repeat(101)}.jpg`)).toBe(false);
    expect(isTmdbImagePath('/.')).toBe(false);
    expect(isTmdbImagePath(null)).toBe(false);
  });
});
