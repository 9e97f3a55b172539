import {
  newznabMessages,
  type ExternalIds,
  type MovieExternalIds,
  type SeriesExternalIds,
} from '@nzbkino/shared';
import { notFound } from '../../lib/http-errors';
import type { ExternalIdsRepository } from './external-ids.repository';

/** Admin corrections of the external ids; TMDb refreshes keep them unless TMDb names an id itself. */
export class ExternalIdsService {
  constructor(private readonly ids: ExternalIdsRepository) {}

  async setMovie(id: number, change: MovieExternalIds): Promise<ExternalIds> {
    const row = await this.ids.updateMovie(id, change);
    if (!row) throw notFound(newznabMessages.movieNotFound);
    return row;
  }

  async setSeries(id: number, change: SeriesExternalIds): Promise<ExternalIds> {
    const row = await this.ids.updateSeries(id, change);
    if (!row) throw notFound(newznabMessages.seriesNotFound);
    return row;
  }
}
