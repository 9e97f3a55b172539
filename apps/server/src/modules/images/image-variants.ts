import {
  IMAGE_VARIANT_BOXES,
  IMAGE_VARIANT_QUALITIES,
  IMAGE_VARIANT_WIDTHS,
  type ImageFitMode,
} from '@nzbkino/shared';

export interface Dimensions {
  width: number;
  height: number;
}

/** A resize of the source; null in a {@link Variant} means the source at its own size. */
export interface Resize {
  width: number | undefined;
  height: number | undefined;
  fit: ImageFitMode;
}

/** One of the few copies the optimiser keeps of a source: what it is encoded from and at. */
export interface Variant {
  resize: Resize | null;
  quality: number;
}

export interface VariantRequest {
  w?: number | undefined;
  h?: number | undefined;
  q: number;
  r: ImageFitMode;
}

const VARIANT_HEIGHTS = [...new Set(IMAGE_VARIANT_BOXES.map(([, height]) => height))];

function nearest(value: number, allowed: readonly number[]): number {
  return allowed.reduce((best, candidate) =>
    Math.abs(candidate - value) < Math.abs(best - value) ? candidate : best,
  );
}

// Boxes compare by how far each side must be scaled, so a 500×750 request picks the
// 400×600 poster rather than a landscape box of similar area.
function nearestBox(width: number, height: number): readonly [number, number] {
  const distance = ([w, h]: readonly [number, number]) =>
    Math.abs(Math.log(w / width)) + Math.abs(Math.log(h / height));
  return IMAGE_VARIANT_BOXES.reduce((best, box) => (distance(box) < distance(best) ? box : best));
}

/**
 * The variant a request is served from, given the source's displayed size:
 * sizes and quality are rounded to the spec's sets, and no output is larger
 * than the source. A width or height beyond the source's maps to the copy at
 * the source's own size, so asking for more pixels makes no other file; a box
 * too large keeps its shape at the source's resolution.
 */
export function variantFor(request: VariantRequest, source: Dimensions): Variant {
  return { resize: resizeFor(request, source), quality: nearest(request.q, IMAGE_VARIANT_QUALITIES) };
}

function resizeFor({ w, h, r }: VariantRequest, source: Dimensions): Resize | null {
  if (w === undefined && h === undefined) return null;
  if (h === undefined) {
    const width = nearest(w!, IMAGE_VARIANT_WIDTHS);
    return width >= source.width ? null : { width, height: undefined, fit: 'inside' };
  }
  if (w === undefined) {
    const height = nearest(h, VARIANT_HEIGHTS);
    return height >= source.height ? null : { width: undefined, height, fit: 'inside' };
  }
  const [width, height] = nearestBox(w, h);
  if (r === 'inside') {
    const fits = width >= source.width && height >= source.height;
    return fits ? null : { width, height, fit: 'inside' };
  }
  // cover and contain fill the whole box, so the box itself must fit in the source.
  const scale = Math.max(width / source.width, height / source.height);
  if (scale < 1) return { width, height, fit: r };
  // Too large: the box's shape at the source's own resolution.
  const boxWidth = Math.max(1, Math.min(source.width, Math.round(width / scale)));
  const boxHeight = Math.max(1, Math.min(source.height, Math.round(height / scale)));
  if (boxWidth === source.width && boxHeight === source.height) return null;
  return { width: boxWidth, height: boxHeight, fit: r };
}

/** A stable text naming the variant, for the cache key. */
export function variantId({ resize, quality }: Variant): string {
  const size = resize ? `${resize.width ?? ''}x${resize.height ?? ''}-${resize.fit}` : 'source';
  return `${size}-q${quality}`;
}
