import type { PublicStats } from '@nzbkino/shared';
import type { StatsRepository } from './stats.repository';

export class StatsService {
  constructor(private readonly repository: StatsRepository) {}

  publicStats(): Promise<PublicStats> {
    return this.repository.counts();
  }
}
