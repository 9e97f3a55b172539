import sharp from 'sharp';
import type { ImageFitMode, ImageFormat } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';

export interface EncodeRequest {
  width: number | undefined;
  height: number | undefined;
  format: ImageFormat;
  quality: number;
  fit: ImageFitMode;
}

/** Sources above this many pixels are refused instead of decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

export const ENCODER_BUSY =
  'Die Bildoptimierung ist gerade ausgelastet. Bitte versuchen Sie es gleich erneut.';
export const IMAGE_UNREADABLE = 'Das Bild kann nicht gelesen werden.';

/**
 * Resizes and re-encodes images with sharp, a few at a time: encoding (AVIF
 * above all) takes whole CPU cores, so requests beyond the queue are refused
 * with 503 rather than piling up and starving the API.
 */
export class ImageEncoder {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxConcurrent = 2,
    private readonly maxQueued = 32,
  ) {}

  async encode(source: Buffer, request: EncodeRequest): Promise<Buffer> {
    await this.acquire();
    try {
      return await this.run(source, request);
    } finally {
      this.release();
    }
  }

  private async run(source: Buffer, r: EncodeRequest): Promise<Buffer> {
    let pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    if (r.width !== undefined || r.height !== undefined) {
      pipeline = pipeline.resize({
        width: r.width,
        height: r.height,
        fit: r.fit,
        withoutEnlargement: r.fit === 'inside',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      });
    }
    const encoded =
      r.format === 'webp'
        ? pipeline.webp({ quality: r.quality, effort: 4 })
        : r.format === 'avif'
          ? // effort 2 keeps a first-time AVIF poster well under a second; the result is cached anyway.
            pipeline.avif({ quality: r.quality, effort: 2 })
          : r.format === 'jpeg'
            ? pipeline.flatten({ background: '#000000' }).jpeg({ quality: r.quality, mozjpeg: true })
            : pipeline.png({ quality: r.quality, compressionLevel: 9, palette: r.quality < 100 });
    try {
      return await encoded.toBuffer();
    } catch {
      throw new HttpError(422, IMAGE_UNREADABLE);
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.maxConcurrent) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxQueued) {
      return Promise.reject(new HttpError(503, ENCODER_BUSY));
    }
    // The slot is handed over by release(), so running stays counted.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
