import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartImage } from './SmartImage';

function image(path: string | null, kind: 'posters' | 'backdrops' = 'posters') {
  const { container } = render(<SmartImage kind={kind} path={path} alt="" sizes="200px" />);
  return () => container.querySelector('img')!;
}

describe('images', () => {
  it('asks the optimiser with a responsive srcset first', () => {
    const img = image('poster-metropolis-1927.webp');
    expect(img().getAttribute('src')).toContain(
      '/api/imgproxy/optimize?url=%2Fapi%2Fimgproxy%2Fposters%2Fposter-metropolis-1927.webp',
    );
    expect(img().getAttribute('srcset')).toContain('800w');
    expect(img().getAttribute('sizes')).toBe('200px');
    expect(img().getAttribute('loading')).toBe('lazy');
  });

  it('falls back to the original file, then to the default image', () => {
    const img = image('poster-metropolis-1927.webp');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/api/imgproxy/posters/poster-metropolis-1927.webp');
    expect(img().hasAttribute('srcset')).toBe(false);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/images/default-poster.svg');
  });

  it('shows the default image of its kind without a path', () => {
    expect(image(null)().getAttribute('src')).toBe('/images/default-poster.svg');
    expect(image(null, 'backdrops')().getAttribute('src')).toBe('/images/default-backdrop.svg');
  });

  it('uses external addresses as they are', () => {
    const img = image('https://bilder.example/x.jpg');
    expect(img().getAttribute('src')).toBe('https://bilder.example/x.jpg');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/images/default-poster.svg');
  });
});
