import type { Database } from '../db/client';
import { ChangelogRepository } from '../modules/changelog/changelog.repository';
import { NewsRepository } from '../modules/news/news.repository';
import { demoChangelog, demoNews } from './demo-content';

export interface SeedReport {
  changelogEntries: number;
  news: number;
}

/**
 * Fills an empty demo installation. Only ever called for the demo start; each
 * part is skipped when its table already holds rows, so restarts add nothing.
 */
export async function seedDemo(db: Database): Promise<SeedReport> {
  const changelog = new ChangelogRepository(db);
  const news = new NewsRepository(db);
  const report: SeedReport = { changelogEntries: 0, news: 0 };
  if (!(await changelog.newest())) {
    await changelog.insertMany(demoChangelog);
    report.changelogEntries = demoChangelog.length;
  }
  if ((await news.countAll()) === 0) {
    for (const item of demoNews) await news.insert(item);
    report.news = demoNews.length;
  }
  return report;
}
