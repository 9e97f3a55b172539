import {
  requestMessages,
  type OwnTitleRequests,
  type TitleRequest,
  type TitleRequestBody,
  type TitleRequestResolveBody,
  type TitleRequestStatus,
} from '@nzbkino/shared';
import { HttpError, notFound } from '../../lib/http-errors';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import { resolvedRequestSubject } from '../notifications/notification-view';
import type { TitleRequestView, TitleRequestsRepository } from './title-requests.repository';

function toRequest(row: TitleRequestView): TitleRequest {
  const link = row.movieSlug
    ? `/movies/${row.movieSlug}`
    : row.seriesSlug
      ? `/series/${row.seriesSlug}`
      : null;
  return {
    id: row.id,
    kind: row.kind,
    movieId: row.movieId,
    seriesId: row.seriesId,
    link,
    title: row.title,
    year: row.year,
    note: row.note,
    status: row.status,
    reason: row.reason,
    releaseId: row.releaseId,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    ...(row.username === undefined ? {} : { username: row.username }),
  };
}

/**
 * Members ask for films and series the site lacks or has no release for. A
 * request names a catalogue title or a free title and year; a member has at
 * most `openLimit` open ones. Imports fulfil them (notifications module);
 * administrators fulfil or reject them by hand, and the member is told.
 */
export class TitleRequestsService {
  constructor(
    private readonly requests: TitleRequestsRepository,
    private readonly notifier: Notifier,
    /** Most open requests per member, read at each use (site settings). */
    private readonly openLimit: () => Promise<number>,
    private readonly audit?: AuditLog,
  ) {}

  async own(userId: number): Promise<OwnTitleRequests> {
    const [rows, openLimit] = await Promise.all([this.requests.listOwn(userId), this.openLimit()]);
    return {
      requests: rows.map(toRequest),
      openCount: rows.filter((row) => row.status === 'open').length,
      openLimit,
    };
  }

  async file(userId: number, body: TitleRequestBody): Promise<TitleRequest> {
    const target = await this.target(body);
    const openLimit = await this.openLimit();
    const outcome = await this.requests.insertWithinLimit(
      { userId, kind: body.kind, note: body.note || null, ...target },
      openLimit,
    );
    if (outcome.status !== 'inserted') {
      throw new HttpError(
        409,
        outcome.status === 'duplicate' ? requestMessages.duplicate : requestMessages.tooManyOpen(openLimit),
      );
    }
    return toRequest({ ...(await this.requests.view(outcome.row.id))!, username: undefined });
  }

  /** The catalogue title the request names, or the free title; a film that has releases needs no request. */
  private async target(body: TitleRequestBody) {
    if (body.kind === 'movie' && body.movieId !== undefined) {
      const movie = await this.requests.movie(body.movieId);
      if (!movie) throw notFound(requestMessages.movieNotFound);
      if (movie.hasReleases) throw new HttpError(409, requestMessages.movieHasReleases);
      return { movieId: movie.id, seriesId: null, title: movie.title, year: movie.year };
    }
    if (body.kind === 'series' && body.seriesId !== undefined) {
      // A series with releases may still lack a season: the note says which.
      const show = await this.requests.series(body.seriesId);
      if (!show) throw notFound(requestMessages.seriesNotFound);
      return { movieId: null, seriesId: show.id, title: show.title, year: show.year };
    }
    const title = body.title?.trim() ?? '';
    if (title.length < 2) throw new HttpError(400, requestMessages.titleRequired);
    return { movieId: null, seriesId: null, title, year: body.year ?? null };
  }

  async withdraw(userId: number, id: number): Promise<void> {
    const outcome = await this.requests.deleteOwnOpen(userId, id);
    if (outcome === 'missing') throw notFound(requestMessages.requestNotFound);
    if (outcome === 'closed') throw new HttpError(409, requestMessages.onlyOpenWithdrawn);
  }

  async list(status: TitleRequestStatus | undefined, page: number, limit: number) {
    const { rows, total } = await this.requests.list(status, limit, (page - 1) * limit);
    return {
      requests: rows.map(toRequest),
      page,
      limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  }

  async resolve(id: number, body: TitleRequestResolveBody, actor?: AuditActor): Promise<TitleRequest> {
    const reason = body.reason?.trim() || null;
    if (body.status === 'rejected' && !reason) throw new HttpError(400, requestMessages.reasonRequired);
    if (body.releaseId !== undefined) {
      if (body.status !== 'fulfilled') throw new HttpError(400, requestMessages.releaseOnlyWhenFulfilled);
      if (!(await this.requests.releaseExists(body.releaseId)))
        throw new HttpError(400, requestMessages.releaseNotFound);
    }
    // A release names what fulfilled it; reopening or rejecting forgets it.
    const releaseId = body.status === 'fulfilled' ? body.releaseId : null;
    const row = await this.requests.resolve(
      id,
      body.status,
      body.status === 'rejected' ? reason : null,
      releaseId,
    );
    if (!row) throw notFound(requestMessages.requestNotFound);
    if (actor) {
      await this.audit?.record(actor, {
        action: `request.${body.status === 'open' ? 'reopen' : body.status === 'fulfilled' ? 'fulfil' : 'reject'}`,
        entityType: 'request',
        entityId: id,
        after: {
          status: body.status,
          reason: body.status === 'rejected' ? reason : null,
          releaseId: row.releaseId,
          title: row.title,
        },
      });
    }
    if (body.status !== 'open') {
      await this.notifier.notify([
        {
          userId: row.userId,
          type: 'system',
          title:
            body.status === 'fulfilled'
              ? requestMessages.fulfilledTitle(row.title)
              : requestMessages.rejectedTitle(row.title),
          message:
            body.status === 'rejected'
              ? requestMessages.rejectedMessage(reason!)
              : row.movieId !== null || row.seriesId !== null
                ? requestMessages.fulfilledMessage
                : requestMessages.fulfilledWithoutTitle,
          movieId: row.movieId,
          seriesId: row.seriesId,
          subject: resolvedRequestSubject(row.id),
        },
      ]);
    }
    return toRequest((await this.requests.view(row.id))!);
  }
}
