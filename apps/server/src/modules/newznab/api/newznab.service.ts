import { HttpError } from '../../../lib/http-errors';
import type { AuthUser } from '../../auth/auth.service';
import type { CartService } from '../../cart/cart.service';
import type { GrabChannel } from '@nzbkino/shared';
import type { NzbDownload, NzbDownloadService } from '../../downloads/nzb-download.service';
import type { NfoService } from '../../nfo/nfo.service';
import type { ApiLimitService } from './api-limits.service';
import { capsElement, feedElement, type SiteInfo } from '../answers/newznab-answers';
import type { NzElement } from '../answers/newznab-document';
import { NewznabError } from './newznab-errors';
import { itemElement } from '../answers/newznab-items';
import { writtenItems } from '../answers/rendered-items';
import { credentialsQuery, type ApiCredentials, type NewznabAccess } from './newznab-access.service';
import type { NewznabRequest } from './newznab-params';
import type { NewznabReleasesService, ReleasePage } from './newznab-releases.service';

/**
 * A document answer is made when it is sent (newznab-reply.ts): its items are
 * written in the same turn of the event loop as they go into the answer's
 * buffer, so no promise or suspended request ever holds the written page. A
 * page held across a scavenge was promoted to V8's old space with all it
 * points to (~12 MB per scavenge at 16 connections; bench/README.md).
 */
export type NewznabAnswer =
  | { kind: 'document'; document: () => NzElement }
  | { kind: 'nzb'; download: NzbDownload }
  | { kind: 'nfo'; text: string };

export interface CallContext {
  credentials: ApiCredentials;
  clientAddress: string | null;
  acceptEncoding: string | undefined;
  channel?: GrabChannel;
}

/** The functions of `GET /api`: who may call, how often, and what each answers. */
export class NewznabService {
  constructor(
    private readonly access: NewznabAccess,
    private readonly limits: ApiLimitService,
    private readonly releases: NewznabReleasesService,
    private readonly nzbs: NzbDownloadService,
    private readonly nfos: NfoService,
    private readonly cart: CartService,
    private readonly site: SiteInfo,
  ) {}

  async call(request: NewznabRequest, context: CallContext): Promise<NewznabAnswer> {
    if (request.fn === 'caps') {
      // Clients ask for caps before they have a key configured; a key that is given must be right.
      this.access.assertEnabled();
      if (context.credentials.key) await this.access.authenticate(context.credentials);
      return { kind: 'document', document: () => capsElement(this.site) };
    }
    // A grab counts against the download limit (the grabs table), not the request limit.
    if (request.fn === 'get')
      return this.grab(await this.access.authenticate(context.credentials), request, context);
    const { user, admitted } = await this.limits.enter(this.access, context.credentials);
    if (request.fn === 'getnfo') return this.nfo(request.id!);
    const link = {
      baseUrl: this.site.baseUrl,
      credentials: credentialsQuery(context.credentials, user),
      directLink: true,
    };
    const options = { extended: request.extended, attrs: request.attrs };
    let page: ReleasePage;
    if (request.fn === 'details') {
      const row = await this.releases.byGuid(request.id!);
      if (!row) throw new NewznabError(300);
      page = { rows: [row], total: 1 };
      options.extended = true;
    } else {
      const criteria = this.releases.criteriaOf(request.fn, request.filter);
      const detail =
        request.extended || request.attrs.has('genre')
          ? 'genres'
          : request.attrs.size > 0
            ? 'attributes'
            : 'basic';
      // The page object itself (it may be the cached one): its written items are kept on it.
      page = await this.releases.page(criteria, request.limit, request.offset, detail);
    }
    const limits = await this.limits.report(user, admitted);
    const feed = {
      site: this.site,
      description: `${this.site.title} Newznab API`,
      offset: request.offset,
      total: page.total,
      limits,
    };
    const document = () =>
      feedElement(
        feed,
        request.json
          ? page.rows.map((row) => itemElement(row, link, options))
          : [writtenItems(page, link, options)],
      );
    return { kind: 'document', document };
  }

  /** `t=get` (and the feeds' links): the NZB by guid, for a valid key. */
  async get(request: NewznabRequest, context: CallContext): Promise<NewznabAnswer> {
    return this.grab(await this.access.authenticate(context.credentials), request, context);
  }

  /** The NZB by guid, counted like a web download (same table, same limit); `del=1` takes it out of the cart. */
  private async grab(user: AuthUser, request: NewznabRequest, context: CallContext): Promise<NewznabAnswer> {
    const id = await this.releases.idByGuid(request.id!);
    if (id === null) throw new NewznabError(300);
    try {
      const download = await this.nzbs.download(
        user,
        id,
        { channel: context.channel ?? 'api', clientAddress: context.clientAddress },
        context.acceptEncoding,
      );
      if (request.del) await this.cart.remove(user.id, id).catch(() => undefined);
      return { kind: 'nzb', download };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403)
        throw new NewznabError(501, undefined, await this.limits.grabRetryAfter(user));
      if (error instanceof HttpError && error.statusCode === 404) throw new NewznabError(300);
      throw error;
    }
  }

  private async nfo(guid: string): Promise<NewznabAnswer> {
    try {
      return { kind: 'nfo', text: (await this.nfos.nfo(`${guid}.nfo`)).text };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw new NewznabError(300);
      throw error;
    }
  }
}
