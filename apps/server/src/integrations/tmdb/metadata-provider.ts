import type { CatalogueMovie, CatalogueSeries } from '../../modules/catalogue/catalogue-file.schema';

/** The blob-store image kinds a metadata provider hands out names for. */
export type ImageKind = 'poster' | 'backdrop' | 'profile' | 'still';

/** Image sizes the TMDb image CDN serves that the catalogue uses. */
export type ImageSize = 'w185' | 'w300' | 'w500' | 'w1280' | 'original';

/** One hit of a title search; enough to pick a candidate before loading its details. */
export interface MetadataSearchResult {
  tmdbId: number;
  title: string;
  /** The title in the original language; release names often use it instead of the German one. */
  originalTitle?: string;
  year?: number;
}

/** An image the caller should download into its blob store under `name`. */
export interface ImageDownload {
  /** The file name used in the catalogue item (`poster`, `backdrop`, `profile`, `still`). */
  name: string;
  /** The provider's image path, e.g. `/abc.jpg`; pass it to `downloadImage`. */
  tmdbPath: string;
  size: ImageSize;
  kind: ImageKind;
}

/**
 * Where catalogue metadata comes from. The real implementation is `TmdbClient`;
 * services depend on this interface so tests can hand them a fake.
 *
 * Lookups by id resolve to `null` when the provider does not know the id; every
 * other failure (bad key, rate limit exhausted, outage) rejects.
 */
export interface MetadataProvider {
  /** Movies whose title matches, best match first (first result page only). */
  searchMovie(title: string, year?: number): Promise<MetadataSearchResult[]>;
  /** Series whose name matches, best match first (first result page only). */
  searchSeries(title: string, firstAirYear?: number): Promise<MetadataSearchResult[]>;
  /** A movie in the catalogue exchange format, or `null` when the id is unknown. */
  getMovie(tmdbId: number): Promise<CatalogueMovie | null>;
  /** A series with all seasons (season 0 = specials) and episodes, or `null` when the id is unknown. */
  getSeries(tmdbId: number): Promise<CatalogueSeries | null>;
  /** The bytes of one image; rejects paths that are not plain provider image paths. */
  downloadImage(tmdbPath: string, size: ImageSize): Promise<Buffer>;
  /** Every provider image an item references, with the size the catalogue wants for its kind. */
  collectImages(item: CatalogueMovie | CatalogueSeries): ImageDownload[];
}
