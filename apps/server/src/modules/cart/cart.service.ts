import type { Readable } from 'node:stream';
import { authMessages, downloadMessages, type Cart, type CartChange } from '@nzbkino/shared';
import { HttpError, notFound } from '../../lib/http-errors';
import type { BlobStore } from '../../storage';
import type { Grabber, GrabContext, GrabService } from '../downloads/grab.service';
import { decodedStream, readStoredNzb } from '../downloads/nzb-body';
import { nzbFileName } from '../downloads/nzb-download.service';
import type { ReleaseFilesRepository } from '../downloads/release-files.repository';
import { toRelease } from '../releases/release-view';
import type { CartRepository } from './cart.repository';
import { uniqueNames, zipStream } from './cart-zip';

export interface CartZip {
  fileName: string;
  stream: Readable;
}

/**
 * The member's cart. Adding is idempotent and capped; the zip holds one NZB
 * per release and is granted against the daily limit as a whole. After a zip
 * the cart stays as it is (as on newznab-style indexers): the member empties
 * it with one click, and downloading it again within 7 days costs nothing.
 */
export class CartService {
  constructor(
    private readonly cart: CartRepository,
    private readonly files: ReleaseFilesRepository,
    private readonly blobs: BlobStore,
    private readonly grabs: GrabService,
    readonly maxItems: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async add(userId: number, releaseId: number): Promise<CartChange> {
    const outcome = await this.cart.insertBelowCap(userId, releaseId, this.maxItems);
    if (outcome === 'no-release') throw notFound(downloadMessages.releaseNotFound);
    if (outcome === 'full') throw new HttpError(409, downloadMessages.cartFull(this.maxItems));
    if (outcome === 'no-user') throw new HttpError(401, authMessages.invalidToken);
    const message = outcome === 'present' ? downloadMessages.alreadyInCart : downloadMessages.addedToCart;
    return { success: true, message, count: await this.cart.count(userId) };
  }

  async remove(userId: number, releaseId: number): Promise<CartChange> {
    if (!(await this.cart.delete(userId, releaseId))) throw notFound(downloadMessages.notInCart);
    return { success: true, message: downloadMessages.removedFromCart, count: await this.cart.count(userId) };
  }

  async clear(userId: number): Promise<CartChange> {
    await this.cart.deleteAll(userId);
    return { success: true, message: downloadMessages.cartCleared, count: 0 };
  }

  async list(userId: number): Promise<Cart> {
    const rows = await this.cart.releaseRows(userId);
    return { releases: rows.map(toRelease), count: rows.length, maxItems: this.maxItems };
  }

  /**
   * Every NZB of the cart as one zip. All releases are counted in one
   * transaction before the first byte: when they exceed the allowance the
   * answer is a 403 saying how many fit, and nothing is counted.
   */
  async zip(user: Grabber, context: GrabContext): Promise<CartZip> {
    const ids = await this.cart.releaseIds(user.id);
    if (ids.length === 0) throw new HttpError(400, downloadMessages.cartEmpty);
    const byId = new Map((await this.files.findFiles(ids)).map((file) => [file.id, file]));
    const files = ids.flatMap((id) => byId.get(id) ?? []);
    // Checked before counting: a missing NZB must not cost the member anything.
    const present = await Promise.all(files.map((file) => this.blobs.has('nzb', file.nzbHash)));
    const missing = files.find((_, i) => !present[i]);
    if (missing) throw notFound(`${downloadMessages.noNzb}: ${missing.name}`);
    await this.grabs.grant(user, files, context);
    const names = uniqueNames(files.map(nzbFileName));
    const entries = files.map((file, i) => ({
      name: names[i]!,
      open: async () => {
        const stored = await readStoredNzb(this.blobs, file.nzbHash);
        if (!stored) throw new Error(`NZB ${file.nzbHash} of release ${file.id} is gone`);
        return decodedStream(stored);
      },
    }));
    const now = this.clock();
    return { fileName: `warenkorb-${now.toISOString().slice(0, 10)}.zip`, stream: zipStream(entries, now) };
  }
}
