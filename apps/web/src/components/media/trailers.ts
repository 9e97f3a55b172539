import type { Trailer } from '@nzbkino/api-types';
import { de } from '../../i18n/de';

export interface TrailerChoice {
  key: string;
  title: string;
}

type TrailerLike = Pick<Trailer, 'site' | 'type' | 'key'> & { name?: string | null };

const isYouTube = (trailer: TrailerLike) => trailer.site.toLowerCase() === 'youtube';

/** Movies (spec 001 §5): only an entry with site YouTube and type Trailer, with a key. */
export function movieTrailer(trailers: readonly TrailerLike[] | null | undefined): TrailerChoice | null {
  const found = (trailers ?? []).find((t) => isYouTube(t) && t.type === 'Trailer' && t.key);
  return found ? { key: found.key, title: found.name || de.trailer.defaultTitle } : null;
}

/**
 * Series (spec 001 §5): the first video-site entry of type Trailer or Official
 * Trailer; the title is the name of the Trailer-type entry, default 'Trailer'.
 */
export function seriesTrailer(trailers: readonly TrailerLike[] | null | undefined): TrailerChoice | null {
  const list = trailers ?? [];
  const found = list.find(
    (t) => isYouTube(t) && (t.type === 'Trailer' || t.type === 'Official Trailer') && t.key,
  );
  if (!found) return null;
  const named = list.find((t) => t.type === 'Trailer');
  return { key: found.key, title: named?.name || de.trailer.defaultTitle };
}

/** The privacy-friendly embed, starting at once (the modal opens on request). */
export function trailerEmbedUrl(key: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(key)}?autoplay=1&rel=0`;
}
