import { and, count, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { movies, releases, users } from '../db/schema';
import { ChangelogRepository } from '../modules/changelog/changelog.repository';
import { NewsRepository } from '../modules/news/news.repository';
import { addToSummary, emptySummary, type ImportSummary } from '../modules/ingest/import-summary';
import type { Services } from '../services';
import { ingestMany } from '../modules/ingest/ingest-many';
import { demoAccounts } from './demo-accounts';
import { demoCatalogue, demoImageSource, listDemoImages } from './demo-catalogue';
import { demoChangelog, demoNews } from './demo-content';
import { demoNzb, demoReleases } from './demo-releases';
import { progressReporter } from './seed-progress';

export interface SeedReport {
  changelogEntries: number;
  news: number;
  movies: number;
  series: number;
  images: number;
  releases: ImportSummary | null;
  accounts: string[];
}

async function rowCount(db: Database, table: typeof movies | typeof releases): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

/**
 * The demo accounts, whose passwords the README publishes: only in a database
 * that holds no other account. A demo start (DEMO=true, --demo) pointed at a
 * community's database by mistake must not add an administrator anyone can
 * sign in as. Returns the names created.
 */
export async function seedDemoAccounts(
  db: Database,
  services: Pick<Services, 'users'>,
  log: (msg: string) => void = () => {},
): Promise<string[]> {
  const notDemo = demoAccounts.map((a) =>
    not(and(eq(users.username, a.username), eq(users.email, a.email))!),
  );
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...notDemo));
  if (Number(others?.n ?? 0) > 0) {
    log('Demo-Konten werden nicht angelegt: die Datenbank hat bereits andere Benutzer.');
    return [];
  }
  const created: string[] = [];
  for (const account of demoAccounts) {
    if (await services.users.exists(account.username, account.email)) continue;
    await services.users.createAccount({ ...account });
    created.push(account.username);
  }
  return created;
}

/**
 * Fills an empty demo installation: changelog, news, the demo catalogue with
 * painted images, a few hundred releases sent through the real import pipeline
 * as generated NZB files, and the demo accounts. Only ever called for the demo
 * start; each part is skipped when its data is already there, so restarts add nothing.
 */
export async function seedDemo(
  db: Database,
  services: Services,
  log: (msg: string) => void = () => {},
): Promise<SeedReport> {
  const changelog = new ChangelogRepository(db);
  const news = new NewsRepository(db);
  const report: SeedReport = {
    changelogEntries: 0,
    news: 0,
    movies: 0,
    series: 0,
    images: 0,
    releases: null,
    accounts: [],
  };
  // Accounts first: the server already answers while the rest is seeded, so sign-in works at once.
  report.accounts = await seedDemoAccounts(db, services, log);
  if (!(await changelog.newest())) {
    await changelog.insertMany(demoChangelog);
    report.changelogEntries = demoChangelog.length;
  }
  if ((await news.countAll()) === 0) {
    for (const item of demoNews) await news.insert(item);
    report.news = demoNews.length;
  }
  if ((await rowCount(db, movies)) === 0) {
    log('Demo-Katalog wird angelegt (Bilder werden gezeichnet) …');
    const paint = demoImageSource(demoCatalogue);
    const painted = progressReporter('Demo-Bilder', listDemoImages(demoCatalogue).length, log);
    const catalogue = await services.catalogue.importFile(demoCatalogue, async (kind, name) => {
      const image = await paint(kind, name);
      painted();
      return image;
    });
    report.movies = catalogue.moviesCreated;
    report.series = catalogue.seriesCreated;
    report.images = catalogue.images;
  }
  if ((await rowCount(db, releases)) === 0) {
    const list = demoReleases(demoCatalogue);
    log(`${list.length} Demo-Releases werden über die Import-Pipeline eingespielt …`);
    const summary = emptySummary();
    const recorded = progressReporter('Demo-Releases', list.length, log);
    await ingestMany(
      services.ingest,
      list,
      (release) => ({
        nzb: demoNzb(release),
        fileName: `${release.name}.nzb`,
        ...(release.nfo ? { nfo: Buffer.from(release.nfo, 'utf8') } : {}),
      }),
      (_release, result) => {
        addToSummary(summary, result);
        recorded();
      },
    );
    // A real indexer records a release minutes after it was posted; the demo
    // imports them all at once. Dating each a few minutes after its posting date
    // spreads "Neueste Releases" over the 60 days the postings span.
    await db.execute(
      sql`update ${releases} set created_at = least(now(), ${releases.postedAt} + (5 + ${releases.id} % 40) * interval '1 minute') where ${releases.postedAt} is not null`,
    );
    report.releases = summary;
  }
  return report;
}
