import { createHash } from 'node:crypto';
import type { ImageFolder, ImageOptimizeQuery } from '@nzbkino/shared';
import { imageFolders } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import {
  assertBlobName,
  InvalidBlobIdError,
  type BlobKind,
  type BlobStore,
  type LruFileCache,
} from '../../storage';
import type { ImageEncoder } from './image-encoder';
import { imageTypeOf } from './image-type';
import { variantFor, variantId, type Dimensions } from './image-variants';

/** The blob kind behind each public image folder. */
const KIND_OF: Record<ImageFolder, BlobKind> = {
  posters: 'poster',
  backdrops: 'backdrop',
  profiles: 'profile',
  episodes: 'still',
};

export const IMAGE_NOT_FOUND = 'Bild nicht gefunden';
export const INVALID_IMAGE_NAME = 'Ungültiger Bilddateiname';
export const INVALID_IMAGE_PATH = 'Ungültiger Bildpfad';
export const ONLY_LOCAL_IMAGES =
  'Nur lokale Bilder (/api/imgproxy/{posters|backdrops|profiles|episodes}/{Datei}) können optimiert werden.';

// Optional /api/imgproxy/ prefix, a known folder, one name segment: nothing else is local.
const LOCAL_URL = new RegExp(`^(?:/api/imgproxy/)?(${imageFolders.join('|')})/([^/]+)$`);

export interface ServedImage {
  data: Buffer;
  contentType: string;
  etag: string;
  /** Optimised images only: whether the copy came from the image cache. */
  cached?: boolean;
}

function tagOf(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 27);
}

/** Sizes of recently seen sources, by content tag, so a cache hit reads no image header. */
const KNOWN_SIZES = 2048;

/**
 * Images from the blob store: originals by folder and name, and resized webp
 * copies in a bounded cache of their own (never in the blob store, so evicting
 * copies cannot touch an original). Only the spec's sizes and qualities are
 * made ({@link variantFor}), so each source has a few copies at most. The cache
 * name hashes the variant together with the source's content tag, so a
 * replaced source never serves a stale copy.
 */
export class ImagesService {
  private readonly inFlight = new Map<string, Promise<ServedImage>>();
  private readonly sizes = new Map<string, Dimensions>();

  constructor(
    private readonly blobs: BlobStore,
    private readonly encoder: ImageEncoder,
    private readonly cache: LruFileCache,
  ) {}

  private async source(folder: ImageFolder, file: string): Promise<Buffer> {
    try {
      assertBlobName(file);
    } catch (error) {
      if (error instanceof InvalidBlobIdError) throw new HttpError(400, INVALID_IMAGE_NAME);
      throw error;
    }
    const data = await this.blobs.getNamed(KIND_OF[folder], file);
    if (!data) throw new HttpError(404, IMAGE_NOT_FOUND);
    return data;
  }

  async original(folder: ImageFolder, file: string): Promise<ServedImage> {
    const data = await this.source(folder, file);
    return { data, contentType: imageTypeOf(data) ?? 'application/octet-stream', etag: tagOf(data) };
  }

  async optimized(query: ImageOptimizeQuery): Promise<ServedImage> {
    const match = LOCAL_URL.exec(query.url);
    if (!match)
      throw new HttpError(
        400,
        /^[a-z][a-z0-9+.-]*:|^\/\//i.test(query.url) ? ONLY_LOCAL_IMAGES : INVALID_IMAGE_PATH,
      );
    const folder = match[1] as ImageFolder;
    const source = await this.source(folder, match[2]!);
    const sourceTag = tagOf(source);
    const variant = variantFor(query, await this.sizeOf(source, sourceTag));
    const key = createHash('sha256')
      .update([folder, match[2], sourceTag, variantId(variant)].join('|'))
      .digest('hex');
    const name = `${key}.webp`;
    const etag = key.slice(0, 27);

    const cached = await this.cache.get(name);
    if (cached) return { data: cached, contentType: WEBP, etag, cached: true };
    // Identical requests arriving together share one encode.
    const running = this.inFlight.get(name);
    if (running) return running;
    const work = this.encoder
      .encode(source, variant)
      .then(async (data) => {
        await this.cache.put(name, data);
        return { data, contentType: WEBP, etag, cached: false };
      })
      .finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, work);
    return work;
  }

  private async sizeOf(source: Buffer, tag: string): Promise<Dimensions> {
    const known = this.sizes.get(tag);
    if (known) return known;
    const size = await this.encoder.dimensions(source);
    if (this.sizes.size >= KNOWN_SIZES) this.sizes.delete(this.sizes.keys().next().value!);
    this.sizes.set(tag, size);
    return size;
  }
}

const WEBP = 'image/webp';
