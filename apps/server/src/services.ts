import type { AppConfig } from './config';
import type { Database } from './db/client';
import { ChangelogRepository } from './modules/changelog/changelog.repository';
import { ChangelogService } from './modules/changelog/changelog.service';
import { HealthService } from './modules/health/health.service';
import { NewsRepository } from './modules/news/news.repository';
import { NewsService } from './modules/news/news.service';
import { StatsRepository } from './modules/stats/stats.repository';
import { StatsService } from './modules/stats/stats.service';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { APP_VERSION } from './version';

/** Wires repositories into services once per app; routes receive only services. */
export function createServices(db: Database, _config: AppConfig) {
  return {
    health: new HealthService(db, APP_VERSION),
    stats: new StatsService(new StatsRepository(db)),
    changelog: new ChangelogService(new ChangelogRepository(db)),
    news: new NewsService(new NewsRepository(db)),
    users: new UsersService(new UsersRepository(db)),
  };
}
export type Services = ReturnType<typeof createServices>;
