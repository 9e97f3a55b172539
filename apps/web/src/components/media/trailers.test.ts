import { describe, expect, it } from 'vitest';
import { movieTrailer, seriesTrailer, trailerEmbedUrl } from './trailers';

const t = (site: string, type: string, key: string, name = 'Video') => ({ site, type, key, name });

describe('movie trailer rule', () => {
  it('needs an entry with site YouTube, type Trailer and a key', () => {
    expect(movieTrailer([t('YouTube', 'Trailer', 'abc', 'Offizieller Trailer')])).toEqual({
      key: 'abc',
      title: 'Offizieller Trailer',
    });
    expect(movieTrailer([t('YouTube', 'Teaser', 'abc')])).toBeNull();
    expect(movieTrailer([t('Vimeo', 'Trailer', 'abc')])).toBeNull();
    expect(movieTrailer([t('YouTube', 'Trailer', '')])).toBeNull();
    expect(movieTrailer([t('YouTube', 'Official Trailer', 'abc')])).toBeNull();
    expect(movieTrailer([])).toBeNull();
    expect(movieTrailer(undefined)).toBeNull();
  });

  it('skips unsuitable entries to find the trailer', () => {
    expect(movieTrailer([t('YouTube', 'Clip', 'c1'), t('YouTube', 'Trailer', 't1')])?.key).toBe('t1');
  });
});

describe('series trailer rule', () => {
  it('takes the first YouTube entry of type Trailer or Official Trailer', () => {
    const trailers = [
      t('YouTube', 'Teaser', 'x'),
      t('YouTube', 'Official Trailer', 'o1'),
      t('YouTube', 'Trailer', 't1'),
    ];
    expect(seriesTrailer(trailers)?.key).toBe('o1');
  });

  it("names it after the Trailer-type entry, or 'Trailer'", () => {
    expect(
      seriesTrailer([
        t('YouTube', 'Official Trailer', 'o1', 'Offiziell'),
        t('YouTube', 'Trailer', 't1', 'Staffel 1'),
      ]),
    ).toEqual({ key: 'o1', title: 'Staffel 1' });
    expect(seriesTrailer([t('YouTube', 'Official Trailer', 'o1', 'Offiziell')])).toEqual({
      key: 'o1',
      title: 'Trailer',
    });
  });

  it('has no trailer without a suitable entry', () => {
    expect(seriesTrailer([t('YouTube', 'Teaser', 'x')])).toBeNull();
    expect(seriesTrailer([])).toBeNull();
  });
});

it('embeds through youtube-nocookie with autoplay', () => {
  expect(trailerEmbedUrl('dQw4w9WgXcQ')).toBe(
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
  );
});
