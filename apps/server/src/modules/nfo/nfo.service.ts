import { downloadMessages, type NfoViewToken } from '@nzbkino/shared';
import { HttpError, notFound } from '../../lib/http-errors';
import type { BlobStore } from '../../storage';
import type { AuthService } from '../auth/auth.service';
import type { ReleaseFilesRepository } from '../downloads/release-files.repository';
import type { UrlSigner } from '../downloads/url-signer';
import type { UsersRepository } from '../users/users.repository';
import { decodeNfo } from './cp437';

/** `{guid}.nfo`: a release's guid and nothing else can reach a lookup, so no path ever does. */
const NFO_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,127})\.nfo$/;
/** A view token opens one NFO for this long: enough to load the frame, short-lived in logs and history. */
export const NFO_VIEW_TOKEN_SECONDS = 300;
const MAX_ID = 2_147_483_647;
const VIEW_TOKEN = /^nfo\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface Nfo {
  /** The release's name, for the page title. */
  name: string;
  text: string;
}

/**
 * NFO files of releases: as text (CP437 decoded) for signed-in members, and
 * as a page for the modal's frame, which cannot send a bearer header and so
 * carries a token in its address: preferably a 5-minute view token for that
 * one NFO; an access token is accepted too, for clients of the original site.
 */
export class NfoService {
  constructor(
    private readonly files: ReleaseFilesRepository,
    private readonly blobs: BlobStore,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly viewTokens: UrlSigner,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The NFO named `{guid}.nfo`; 404 for anything else, including traversal attempts. */
  async nfo(file: string): Promise<Nfo> {
    const guid = NFO_FILE.exec(file)?.[1];
    const release = guid ? await this.files.nfoByGuid(guid) : undefined;
    const data = release?.nfoHash ? await this.blobs.get('nfo', release.nfoHash) : null;
    if (!release || !data) throw notFound(downloadMessages.nfoNotFound);
    return { name: release.name, text: decodeNfo(data) };
  }

  async viewToken(userId: number, file: string): Promise<NfoViewToken> {
    await this.nfo(file);
    const user = await this.users.findById(userId);
    if (!user) throw new HttpError(401, downloadMessages.nfoLoginRequired);
    const exp = Math.floor(this.clock().getTime() / 1000) + NFO_VIEW_TOKEN_SECONDS;
    const token = `nfo.${user.id}.${exp}.${this.viewTokens.sign([file, user.id, user.tokenVersion, exp])}`;
    return {
      token,
      url: `/api/nfo/view/${encodeURIComponent(file)}?token=${token}`,
      expiresAt: new Date(exp * 1000).toISOString(),
    };
  }

  /** Whether the frame's token admits this NFO; 401 otherwise. */
  async authorizeView(file: string, token: string | undefined): Promise<void> {
    if (!token) throw new HttpError(401, downloadMessages.nfoLoginRequired);
    const view = VIEW_TOKEN.exec(token);
    if (!view) {
      // An access token (JWT) as the original client sends it; a bad one is a 401 like any other.
      await this.auth.authenticate(token);
      return;
    }
    const [, uid, exp] = view as unknown as [string, string, string, string];
    // Ten digits can exceed the id column's range; such a token was never issued.
    const user = Number(uid) <= MAX_ID ? await this.users.findById(Number(uid)) : undefined;
    const valid =
      user !== undefined &&
      this.viewTokens.verify([file, user.id, user.tokenVersion, Number(exp)], view[3]!) &&
      Number(exp) * 1000 > this.clock().getTime();
    if (!valid) throw new HttpError(401, downloadMessages.nfoTokenInvalid);
  }
}
