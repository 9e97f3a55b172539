import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_QUALITIES, IMAGE_VARIANT_WIDTHS } from '@nzbkino/shared';
import { imagePath, responsiveImage, type ImageKind } from './images';

describe('image addresses', () => {
  it('puts plain file names under the image proxy of their kind', () => {
    expect(imagePath('posters', 'poster-metropolis-1927.webp')).toBe(
      '/api/imgproxy/posters/poster-metropolis-1927.webp',
    );
    expect(imagePath('profiles', '/abc.jpg')).toBe('/api/imgproxy/profiles/abc.jpg');
  });

  it('uses addresses starting with http as they are', () => {
    expect(imagePath('backdrops', 'https://image.example/x.jpg')).toBe('https://image.example/x.jpg');
    expect(responsiveImage('backdrops', 'https://image.example/x.jpg')).toEqual({
      optimized: null,
      direct: 'https://image.example/x.jpg',
    });
  });

  it('has no address for a missing path', () => {
    expect(imagePath('posters', null)).toBeNull();
    expect(imagePath('posters', '  ')).toBeNull();
    expect(responsiveImage('posters', undefined)).toBeNull();
  });

  it('asks the optimiser for webp at 400/800 px and quality 85 for posters', () => {
    const image = responsiveImage('posters', 'poster-a.webp');
    const local = encodeURIComponent('/api/imgproxy/posters/poster-a.webp');
    expect(image?.optimized?.srcSet).toBe(
      `/api/imgproxy/optimize?url=${local}&w=400&f=webp&q=85 400w, /api/imgproxy/optimize?url=${local}&w=800&f=webp&q=85 800w`,
    );
    expect(image?.direct).toBe('/api/imgproxy/posters/poster-a.webp');
  });

  it('offers backdrops in all four widths at quality 80', () => {
    const srcSet = responsiveImage('backdrops', 'b.webp')?.optimized?.srcSet ?? '';
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '400w',
      '800w',
      '1200w',
      '1600w',
    ]);
    expect(srcSet).toContain('q=80');
  });

  it('asks only for sizes and qualities the optimiser keeps, so none is rounded', () => {
    const kinds: ImageKind[] = ['posters', 'backdrops', 'profiles', 'episodes'];
    for (const kind of kinds) {
      const optimized = responsiveImage(kind, 'x.webp')?.optimized;
      const urls = [
        optimized?.src,
        ...(optimized?.srcSet.split(', ').map((entry) => entry.split(' ')[0]) ?? []),
      ];
      for (const url of urls) {
        const query = new URL(url ?? '', 'http://localhost').searchParams;
        expect(IMAGE_VARIANT_WIDTHS as readonly number[], url).toContain(Number(query.get('w')));
        expect(IMAGE_VARIANT_QUALITIES as readonly number[], url).toContain(Number(query.get('q')));
        expect(query.get('f'), url).toBe('webp');
        expect(query.has('h'), url).toBe(false);
      }
    }
  });
});
