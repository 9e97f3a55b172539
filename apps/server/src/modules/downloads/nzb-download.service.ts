import { downloadMessages, type DownloadLink } from '@nzbkino/shared';
import { HttpError, notFound } from '../../lib/http-errors';
import { safeFileName } from '../../lib/content-disposition';
import type { BlobStore } from '../../storage';
import { effectiveRole } from '../auth/auth.service';
import type { UsersRepository } from '../users/users.repository';
import type { GrabContext, Grabber, GrabService } from './grab.service';
import { nzbBody, readStoredNzb, type NzbBody } from './nzb-body';
import type { ReleaseFile, ReleaseFilesRepository } from './release-files.repository';
import type { UrlSigner } from './url-signer';

/** A signed NZB link lives this long: enough to open a new tab, too short to pass around. */
export const DOWNLOAD_LINK_SECONDS = 60;

export interface NzbDownload {
  fileName: string;
  body: NzbBody;
}

export interface SignedNzbQuery {
  uid: number;
  exp: number;
  sig: string;
}

/** `{release name}.nzb`, safe for a header and a file system. */
export function nzbFileName(file: Pick<ReleaseFile, 'id' | 'name'>): string {
  return safeFileName(file.name, '.nzb', `release-${file.id}`);
}

/** Single NZB downloads: by bearer token (POST) or by a short-lived signed link (GET, a new tab). */
export class NzbDownloadService {
  constructor(
    private readonly files: ReleaseFilesRepository,
    private readonly blobs: BlobStore,
    private readonly grabs: GrabService,
    private readonly users: UsersRepository,
    private readonly links: UrlSigner,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The NZB of a release, counted against the member's allowance (403 when it is used up). */
  async download(
    user: Grabber,
    releaseId: number,
    context: GrabContext,
    acceptEncoding?: string,
  ): Promise<NzbDownload> {
    const file = await this.file(releaseId);
    // Read before counting: a missing NZB must not cost the member a download.
    const stored = await readStoredNzb(this.blobs, file.nzbHash);
    if (!stored) throw notFound(downloadMessages.noNzb);
    await this.grabs.grant(user, [file], context);
    return { fileName: nzbFileName(file), body: nzbBody(stored, acceptEncoding) };
  }

  /** A GET address of the NZB bound to this member and release, valid for {@link DOWNLOAD_LINK_SECONDS}. */
  async link(userId: number, releaseId: number): Promise<DownloadLink> {
    await this.file(releaseId);
    const user = await this.users.findById(userId);
    if (!user) throw new HttpError(401, downloadMessages.loginRequired);
    const exp = Math.floor(this.clock().getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
    const sig = this.links.sign([releaseId, user.id, user.tokenVersion, exp]);
    return {
      url: `/api/releases/${releaseId}/nzb?uid=${user.id}&exp=${exp}&sig=${sig}`,
      expiresAt: new Date(exp * 1000).toISOString(),
    };
  }

  /**
   * The NZB behind a signed link. The signature covers release, member, the
   * member's token version (signing out everywhere voids open links) and expiry.
   */
  async downloadByLink(
    releaseId: number,
    query: SignedNzbQuery,
    context: GrabContext,
    acceptEncoding?: string,
  ): Promise<NzbDownload> {
    const user = await this.users.findById(query.uid);
    const signed = user && this.links.verify([releaseId, user.id, user.tokenVersion, query.exp], query.sig);
    if (!user || !signed) throw new HttpError(403, downloadMessages.linkInvalid);
    if (query.exp * 1000 <= this.clock().getTime()) throw new HttpError(403, downloadMessages.linkExpired);
    return this.download({ id: user.id, role: effectiveRole(user) }, releaseId, context, acceptEncoding);
  }

  private async file(releaseId: number): Promise<ReleaseFile> {
    const [file] = await this.files.findFiles([releaseId]);
    if (!file) throw notFound(downloadMessages.releaseNotFound);
    return file;
  }
}
