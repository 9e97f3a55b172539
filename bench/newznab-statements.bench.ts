/**
 * The Newznab page statements one at a time, at the 1M-release data set (npm run bench:data):
 * how long the database takes for each page shape, without HTTP, load generator or
 * concurrency. On a shared 2-core host the HTTP bench (newznab.bench.ts) moves ±15 %
 * from run to run, more than a statement change of 0.5 ms per answer; serially the
 * medians repeat within a few per cent, so statement changes are compared here.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/nzbkino_bench npx tsx bench/newznab-statements.bench.ts
 *   DATA_DIR=./bench/data npx tsx bench/newznab-statements.bench.ts      # PGlite
 *   options: --rounds 40 (timed calls per statement, after 10 untimed)
 *
 * The values are sampled from the data set as the HTTP bench samples them; each
 * statement is timed round-robin over them. Prints the median and the 10th–90th
 * percentile per statement (ms, wall clock of the awaited call, including the
 * driver's parsing of the rows).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { expandCategories } from '@nzbkino/shared';
import { sampleNewznabValues } from './newznab-samples';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/user-lock';
import { textSearch } from '../apps/server/src/lib/text-search';
import { PostgresSearchRepository } from '../apps/server/src/modules/search/postgres/postgres-search.repository';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '40' } } });
const rounds = Number(args.rounds);
const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: 1,
});
const { db } = database;
const repository = new PostgresSearchRepository(db);

const { episodes, films, words } = await sampleNewznabValues(db, 50);
// A word search's page: the 110 newest releases holding the word, read by id (as a page the
// server's copy of the releases does not hold yet is read).
const wordPages: number[][] = [];
for (const word of words.slice(0, 10)) {
  const search = textSearch(word);
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select id from releases r where r.search_vector @@ to_tsquery('simple', ${search.tsquery!})
      order by r.created_at desc, r.id desc limit 110`),
  ).map((r) => Number(r.id));
  wordPages.push(ids);
}
const rssPage = rowsOf<{ id: number }>(
  await db.execute(sql`select id from releases r where r.newznab_category = any('{5030,5040}'::int[])
    order by r.created_at desc, r.id desc limit 100`),
).map((r) => Number(r.id));

const statements: { name: string; run: (i: number) => Promise<unknown> }[] = [
  {
    name: 'rows of a word page by id (110, basic)',
    run: (i) => repository.rowsOf(wordPages[i % wordPages.length]!, 'basic'),
  },
  {
    name: 'rows of the RSS-sync page (100, genres)',
    run: () => repository.rowsOf(rssPage, 'genres'),
  },
  {
    name: 'RSS-sync page: ids and rows (genres)',
    run: () => repository.search({ categories: [5030, 5040] }, 100, 0, 'genres'),
  },
  {
    name: 'tvsearch page: tvdbid+season+ep (genres)',
    run: (i) => {
      const e = episodes[i % episodes.length]!;
      return repository.search(
        { categories: [5030, 5040], series: { tvdbId: e.tvdb }, season: e.season, episode: e.episode },
        100,
        0,
        'genres',
      );
    },
  },
  {
    name: 'movie page: imdbid (genres)',
    run: (i) =>
      repository.search(
        { categories: expandCategories([2000]), movie: { imdbId: films[i % films.length]!.imdb } },
        100,
        0,
        'genres',
      ),
  },
];

console.log(
  `Newznab-Anweisungen einzeln auf ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${rounds} Aufrufe je Anweisung (nach 10 ungezählten)`,
);
console.log('| Anweisung | Median ms | 10.–90. Perzentil ms |');
console.log('|---|---|---|');
for (const statement of statements) {
  for (let i = 0; i < 10; i++) await statement.run(i);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await statement.run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`| ${statement.name} | ${at(0.5)} | ${at(0.1)}–${at(0.9)} |`);
}
await database.close();
