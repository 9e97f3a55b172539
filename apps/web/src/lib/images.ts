import { apiUrl } from './api-client';

export type ImageKind = 'posters' | 'backdrops' | 'profiles' | 'episodes';

/** Shipped with the app (apps/web/public/images), shown when an image is missing or fails. */
export const DEFAULT_IMAGES: Readonly<Record<ImageKind, string>> = {
  posters: '/images/default-poster.svg',
  backdrops: '/images/default-backdrop.svg',
  profiles: '/images/default-profile.svg',
  episodes: '/images/default-episode.svg',
};

/** Spec 001 §9: responsive widths 400, 800, 1200, 1600; webp; quality 85 (posters, avatars) or 80 (backdrops). */
export const RESPONSIVE_WIDTHS = [400, 800, 1200, 1600] as const;

const QUALITY: Readonly<Record<ImageKind, number>> = {
  posters: 85,
  profiles: 85,
  episodes: 85,
  backdrops: 80,
};

// Posters are never shown wider than the spec's large size (800 px); larger
// variants would only cost bandwidth.
const MAX_WIDTH: Readonly<Record<ImageKind, number>> = {
  posters: 800,
  profiles: 400,
  episodes: 800,
  backdrops: 1600,
};

/** The server-relative path of an image as the optimiser expects it, or the URL itself when it is external. */
export function imagePath(kind: ImageKind, path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  const file = value.replace(/^\/+/, '');
  return `/api/imgproxy/${kind}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

function isExternal(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

export function optimizedUrl(localPath: string, width: number, quality: number): string {
  const query = new URLSearchParams({ url: localPath, w: String(width), f: 'webp', q: String(quality) });
  return apiUrl(`/imgproxy/optimize?${query.toString()}`);
}

/** The original file through the API base (the image proxy serves it without resizing). */
export function directUrl(path: string): string {
  return isExternal(path) ? path : apiUrl(path.replace(/^\/api/, ''));
}

export interface ResponsiveImage {
  /** Optimised source with a srcset, tried first; null for external images. */
  optimized: { src: string; srcSet: string } | null;
  /** The unoptimised file, tried when the optimiser fails. */
  direct: string;
}

export function responsiveImage(kind: ImageKind, path: string | null | undefined): ResponsiveImage | null {
  const source = imagePath(kind, path);
  if (!source) return null;
  if (isExternal(source)) return { optimized: null, direct: source };
  const quality = QUALITY[kind];
  const widths = RESPONSIVE_WIDTHS.filter((width) => width <= MAX_WIDTH[kind]);
  const srcSet = widths.map((width) => `${optimizedUrl(source, width, quality)} ${width}w`).join(', ');
  const fallbackWidth = widths[Math.min(1, widths.length - 1)] ?? 400;
  return {
    optimized: { src: optimizedUrl(source, fallbackWidth, quality), srcSet },
    direct: directUrl(source),
  };
}
