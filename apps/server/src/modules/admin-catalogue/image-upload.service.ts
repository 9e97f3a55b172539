import { createHash } from 'node:crypto';
import {
  adminMessages,
  imageUploadMessages,
  type ImageUploadResult,
  imageUploadEntityTypes,
  imageUploadTypes,
} from '@nzbkino/shared';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import type { BlobKind, BlobStore } from '../../storage';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import type { ImageEncoder } from '../images/image-encoder';
import { imageTypeOf } from '../images/image-type';
import type { ImageEntity, ImageSlot, ImageTargetsRepository } from './image-targets.repository';

/** Largest image accepted (before re-encoding). */
export const MAX_IMAGE_UPLOAD_BYTES = 15 * 1024 * 1024;

export interface ImageUploadInput {
  image: Buffer | null;
  type: string | undefined;
  entityType: string | undefined;
  entityId: string | undefined;
}

/**
 * Where each upload goes: the blob kind and public folder, the largest box it
 * is scaled into (spec 001 §9: large posters 800×1200, desktop backdrops
 * 1920×1080), the webp quality, and the column that names it.
 */
function targetOf(type: 'poster' | 'backdrop', entity: ImageEntity) {
  if (entity === 'episode') {
    return {
      kind: 'still' as BlobKind,
      folder: 'episodes',
      box: [1280, 720],
      quality: 80,
      slot: 'stillPath' as ImageSlot,
    };
  }
  if (type === 'backdrop') {
    return {
      kind: 'backdrop' as BlobKind,
      folder: 'backdrops',
      box: [1920, 1080],
      quality: 80,
      slot: 'backdropPath' as ImageSlot,
    };
  }
  return {
    kind: 'poster' as BlobKind,
    folder: 'posters',
    box: [800, 1200],
    quality: 85,
    slot: 'posterPath' as ImageSlot,
  };
}

const NOT_FOUND: Record<ImageEntity, string> = {
  movie: adminMessages.movieNotFound,
  series: adminMessages.seriesNotFound,
  season: adminMessages.seasonNotFound,
  episode: adminMessages.episodeNotFound,
};

/**
 * POST /admin/upload-image: an image for a film, series, season or episode.
 * Only raster images (by their bytes, not their name) are taken; each is
 * decoded and re-encoded as webp with sharp, so nothing but a clean image is
 * stored: no metadata, no polyglot payload. With an entity id the title's
 * poster, backdrop or still is set to it.
 */
export class ImageUploadService {
  constructor(
    private readonly blobs: BlobStore,
    private readonly encoder: ImageEncoder,
    private readonly targets: ImageTargetsRepository,
    private readonly audit: AuditLog,
  ) {}

  async upload(actor: AuditActor, input: ImageUploadInput): Promise<ImageUploadResult> {
    const type = input.type?.trim();
    if (!type || !(imageUploadTypes as readonly string[]).includes(type))
      throw badRequest(imageUploadMessages.badType);
    const entityType = input.entityType?.trim();
    if (!entityType || !(imageUploadEntityTypes as readonly string[]).includes(entityType)) {
      throw badRequest(imageUploadMessages.badEntityType);
    }
    const entity = entityType as ImageEntity;
    const imageType = type as 'poster' | 'backdrop';
    if (imageType === 'backdrop' && (entity === 'season' || entity === 'episode')) {
      throw badRequest(imageUploadMessages.backdropOnlyForTitles);
    }
    const entityId = parseEntityId(input.entityId);
    if (!input.image || input.image.length === 0) throw badRequest(imageUploadMessages.noImage);
    if (!imageTypeOf(input.image)) throw new HttpError(415, imageUploadMessages.notAnImage);

    const target = targetOf(imageType, entity);
    const before = entityId === null ? null : await this.targets.current(entity, entityId, target.slot);
    if (before === undefined) throw notFound(NOT_FOUND[entity]);

    const [width, height] = target.box as [number, number];
    const encoded = await this.encoder.encode(input.image, {
      resize: { width, height, fit: 'inside' },
      quality: target.quality,
    });
    const size = await this.encoder.dimensions(encoded);
    const fileName = `upload-${createHash('sha256').update(encoded).digest('hex').slice(0, 32)}.webp`;
    await this.blobs.putNamed(target.kind, fileName, encoded);
    if (entityId !== null) {
      await this.targets.set(entity, entityId, target.slot, fileName);
      await this.audit.record(actor, {
        action: 'image.upload',
        entityType: entity,
        entityId,
        before: { [target.slot]: before },
        after: { [target.slot]: fileName },
      });
    }
    return {
      fileName,
      url: `/api/imgproxy/${target.folder}/${fileName}`,
      type: imageType,
      entityType: entity,
      entityId,
      width: size.width,
      height: size.height,
      size: encoded.length,
    };
  }
}

function parseEntityId(value: string | undefined): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647) {
    throw badRequest(imageUploadMessages.badEntityId);
  }
  return Number(text);
}
