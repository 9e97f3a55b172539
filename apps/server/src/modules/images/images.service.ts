import { createHash } from 'node:crypto';
import type { ImageFolder, ImageOptimizeQuery } from '@nzbkino/shared';
import { imageFolders } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import { assertBlobName, InvalidBlobIdError, type BlobKind, type BlobStore } from '../../storage';
import type { ImageEncoder } from './image-encoder';
import { CONTENT_TYPES, imageTypeOf } from './image-type';

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

/**
 * Images from the blob store: originals by folder and name, and resized,
 * re-encoded copies cached as 'image-cache' blobs. The cache name hashes the
 * normalised parameters together with the source's content tag, so a replaced
 * source never serves a stale copy.
 */
export class ImagesService {
  private readonly inFlight = new Map<string, Promise<ServedImage>>();

  constructor(
    private readonly blobs: BlobStore,
    private readonly encoder: ImageEncoder,
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
    const params = [folder, match[2], tagOf(source), query.w ?? '', query.h ?? '', query.f, query.q, query.r];
    const key = createHash('sha256').update(params.join('|')).digest('hex');
    const name = `${key}.${query.f}`;
    const contentType = CONTENT_TYPES[query.f];

    const cached = await this.blobs.getNamed('image-cache', name);
    if (cached) return { data: cached, contentType, etag: key.slice(0, 27), cached: true };
    // Identical requests arriving together share one encode.
    const running = this.inFlight.get(name);
    if (running) return running;
    const work = this.encoder
      .encode(source, { width: query.w, height: query.h, format: query.f, quality: query.q, fit: query.r })
      .then(async (data) => {
        await this.blobs.putNamed('image-cache', name, data);
        return { data, contentType, etag: key.slice(0, 27), cached: false };
      })
      .finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, work);
    return work;
  }
}
