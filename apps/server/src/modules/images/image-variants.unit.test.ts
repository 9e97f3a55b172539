import { describe, expect, it } from 'vitest';
import { variantFor, variantId } from './image-variants';

const large = { width: 3000, height: 2000 };
const poster = { width: 500, height: 750 };

describe('variantFor', () => {
  it('rounds widths to the spec widths and qualities to 80 or 85', () => {
    expect(variantFor({ w: 401, q: 1, r: 'cover' }, large)).toEqual({
      resize: { width: 400, height: undefined, fit: 'inside' },
      quality: 80,
    });
    expect(variantFor({ w: 1450, q: 100, r: 'contain' }, large)).toEqual({
      resize: { width: 1600, height: undefined, fit: 'inside' },
      quality: 85,
    });
    expect(variantFor({ w: 2400, q: 82, r: 'cover' }, large).resize?.width).toBe(1920);
    expect(variantFor({ w: 1, q: 83, r: 'cover' }, large)).toMatchObject({
      resize: { width: 200 },
      quality: 85,
    });
  });

  it('rounds boxes to the nearest poster, backdrop or background size', () => {
    expect(variantFor({ w: 500, h: 750, q: 85, r: 'cover' }, large).resize).toEqual({
      width: 400,
      height: 600,
      fit: 'cover',
    });
    expect(variantFor({ w: 1280, h: 720, q: 80, r: 'inside' }, large).resize).toEqual({
      width: 1200,
      height: 675,
      fit: 'inside',
    });
    expect(variantFor({ h: 1000, q: 80, r: 'cover' }, large).resize).toEqual({
      width: undefined,
      height: 1080,
      fit: 'inside',
    });
  });

  it('never asks for more pixels than the source has', () => {
    // Any width from the source's own up: the copy at the source's size.
    for (const w of [550, 600, 800, 1600, 2400]) {
      expect(variantFor({ w, q: 85, r: 'cover' }, poster).resize, String(w)).toBeNull();
    }
    expect(variantFor({ w: 400, q: 85, r: 'cover' }, poster).resize?.width).toBe(400);
    expect(variantFor({ h: 900, q: 85, r: 'cover' }, poster).resize).toBeNull();
    expect(variantFor({ w: 1920, h: 1080, q: 85, r: 'inside' }, poster).resize).toBeNull();
    // cover and contain keep the box's shape, at the source's resolution.
    for (const r of ['cover', 'contain'] as const) {
      expect(variantFor({ w: 1920, h: 1080, q: 85, r }, poster).resize, r).toEqual({
        width: 500,
        height: 281,
        fit: r,
      });
      expect(variantFor({ w: 800, h: 1200, q: 85, r }, poster).resize, r).toBeNull();
    }
  });

  it('gives a small fixed number of variants per source, whatever is asked', () => {
    const ids = new Set<string>();
    for (let w = 1; w <= 2400; w += 7) {
      for (const q of [1, 50, 80, 83, 100]) ids.add(variantId(variantFor({ w, q, r: 'cover' }, poster)));
    }
    // 200 and 400 wide, and the source's own size, each at quality 80 and 85.
    expect(ids.size).toBe(6);
  });
});
