import sharp from 'sharp';
import { HttpError } from '../../lib/http-errors';
import type { Dimensions, Variant } from './image-variants';

/** Sources above this many pixels are refused instead of decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

export const ENCODER_BUSY =
  'Die Bildoptimierung ist gerade ausgelastet. Bitte versuchen Sie es gleich erneut.';
export const IMAGE_UNREADABLE = 'Das Bild kann nicht gelesen werden.';

/**
 * Resizes and re-encodes images with sharp, a few at a time: encoding takes
 * whole CPU cores, so requests beyond the queue are refused with 503 rather
 * than piling up and starving the API.
 */
export class ImageEncoder {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxConcurrent = 2,
    private readonly maxQueued = 32,
  ) {}

  /** Encodes a variant as webp (spec 001 §9); the variant never asks for enlargement. */
  async encode(source: Buffer, variant: Variant): Promise<Buffer> {
    await this.acquire();
    try {
      return await this.run(source, variant);
    } finally {
      this.release();
    }
  }

  /** The source's size as displayed (EXIF orientation applied), from its header only. */
  async dimensions(source: Buffer): Promise<Dimensions> {
    try {
      const { autoOrient } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if (autoOrient.width > 0 && autoOrient.height > 0) return autoOrient;
    } catch {
      // unreadable header: answered below
    }
    throw new HttpError(422, IMAGE_UNREADABLE);
  }

  private async run(source: Buffer, { resize, quality }: Variant): Promise<Buffer> {
    let pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    if (resize) {
      pipeline = pipeline.resize({
        ...resize,
        // The variant already keeps within the source; this is the last guard.
        withoutEnlargement: true,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      });
    }
    try {
      return await pipeline.webp({ quality, effort: 4 }).toBuffer();
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
