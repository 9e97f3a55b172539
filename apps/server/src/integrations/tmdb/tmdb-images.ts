import type { CatalogueMovie, CatalogueSeries } from '../../modules/catalogue/catalogue-file.schema';
import type { ImageDownload, ImageKind, ImageSize } from './metadata-provider';

/** Sizes `downloadImage` accepts; anything else would be a different CDN path. */
export const IMAGE_SIZES: readonly ImageSize[] = ['w185', 'w300', 'w500', 'w1280', 'original'];

/** The size the catalogue stores for each kind: big enough for the detail page, no bigger. */
export const SIZE_FOR_KIND: Readonly<Record<ImageKind, ImageSize>> = {
  poster: 'w500',
  backdrop: 'w1280',
  profile: 'w185',
  still: 'w300',
};

const IMAGE_PATH = /^\/[A-Za-z0-9._-]+$/;
// "tmdb-backdrop-" plus the base name must fit the catalogue's 128-character image names.
const MAX_BASENAME = 100;
const NAME = /^tmdb-(poster|backdrop|profile|still)-(.+)$/;

/**
 * Whether a value is a plain TMDb image path (`/abc.jpg`): one segment, safe
 * characters, not `.` or `..`. Anything else could point the download at
 * another path or host, so it is never fetched.
 */
export function isTmdbImagePath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    IMAGE_PATH.test(path) &&
    path.length <= MAX_BASENAME + 1 &&
    !/^\/\.+$/.test(path)
  );
}

/** The catalogue image name for a TMDb path (`tmdb-poster-abc.jpg`), or undefined for unusable paths. */
export function imageName(kind: ImageKind, tmdbPath: string | undefined): string | undefined {
  return isTmdbImagePath(tmdbPath) ? `tmdb-${kind}-${tmdbPath.slice(1)}` : undefined;
}

/** Reverses `imageName`; names that did not come from TMDb yield undefined. */
export function parseImageName(name: string): { kind: ImageKind; tmdbPath: string } | undefined {
  const match = NAME.exec(name);
  const kind = match?.[1] as ImageKind | undefined;
  const tmdbPath = `/${match?.[2] ?? ''}`;
  return kind && isTmdbImagePath(tmdbPath) ? { kind, tmdbPath } : undefined;
}

/**
 * Every TMDb image a catalogue item references (poster, backdrop, cast
 * profiles, season posters, episode stills), each once, with the size to
 * download. Images named by other sources are left to their source.
 */
export function collectImages(item: CatalogueMovie | CatalogueSeries): ImageDownload[] {
  const names: (string | undefined)[] = [
    item.poster,
    item.backdrop,
    ...item.cast.map((member) => member.profile),
  ];
  if ('seasons' in item) {
    for (const season of item.seasons) {
      names.push(season.poster, ...season.episodes.map((episode) => episode.still));
    }
  }
  const seen = new Set<string>();
  const downloads: ImageDownload[] = [];
  for (const name of names) {
    const parsed = name ? parseImageName(name) : undefined;
    if (!name || !parsed || seen.has(name)) continue;
    seen.add(name);
    downloads.push({ name, tmdbPath: parsed.tmdbPath, size: SIZE_FOR_KIND[parsed.kind], kind: parsed.kind });
  }
  return downloads;
}
