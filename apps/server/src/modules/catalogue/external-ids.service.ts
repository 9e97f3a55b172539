import {
  newznabMessages,
  type ExternalIds,
  type MovieExternalIds,
  type SeriesExternalIds,
} from '@nzbkino/shared';
import { notFound } from '../../lib/http-errors';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import type { ExternalIdsRepository } from './external-ids.repository';

/** Admin corrections of the external ids; TMDb refreshes keep them unless TMDb names an id itself. */
export class ExternalIdsService {
  constructor(
    private readonly ids: ExternalIdsRepository,
    private readonly audit?: AuditLog,
  ) {}

  async setMovie(id: number, change: MovieExternalIds, actor?: AuditActor): Promise<ExternalIds> {
    const row = await this.ids.updateMovie(id, change);
    if (!row) throw notFound(newznabMessages.movieNotFound);
    if (actor)
      await this.audit?.record(actor, {
        action: 'movie.external-ids',
        entityType: 'movie',
        entityId: id,
        before: change,
        after: row,
      });
    return row;
  }

  async setSeries(id: number, change: SeriesExternalIds, actor?: AuditActor): Promise<ExternalIds> {
    const row = await this.ids.updateSeries(id, change);
    if (!row) throw notFound(newznabMessages.seriesNotFound);
    if (actor)
      await this.audit?.record(actor, {
        action: 'series.external-ids',
        entityType: 'series',
        entityId: id,
        before: change,
        after: row,
      });
    return row;
  }
}
