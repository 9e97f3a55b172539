import type { PublicStats } from '@nzbkino/shared';
import type { StatsRepository } from './stats.repository';

export class StatsService {
  constructor(private readonly repository: StatsRepository) {}

  async publicStats(): Promise<PublicStats> {
    const userCount = await this.repository.countUsers();
    return { movieCount: 0, seriesCount: 0, releaseCount: 0, userCount, totalSize: 0 };
  }
}
