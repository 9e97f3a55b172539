/**
 * The change workload of `newznab.bench.ts --during-change`: what the search
 * must bear while members search. Runs beside one timed run:
 *
 * - one UPDATE of 50,000 releases in one transaction (a rematch, a
 *   re-categorisation, a retention pass),
 * - an import of 10,000 releases in 20 transactions of 500 (rows copied from
 *   existing releases with new guids, hashes and names, set-based: the
 *   release rows and their feed changes are what the search sees of an import;
 *   the NZB files and blobs of a real import are not part of this),
 * - probes: every 250 ms a release with a word of its own is committed and
 *   searched for (`t=search&q=<word>`) until found: commit-to-found times.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/user-lock';

export interface ChangeLoadResult {
  bulkUpdateMs: number;
  importMs: number;
  imported: number;
  /** Commit-to-found of each probe, ms (searches answered by the server under load). */
  foundMs: number[];
  notFound: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Copies `count` existing releases as new ones (new guid, hash and a word of their own in the name). */
function insertCopies(db: Database, count: number, word: string) {
  return db.execute(sql`insert into releases (name, guid, size, file_count, nzb_hash, parsed_title, parsed_type,
      parsed_year, parsed_resolution, source, video_codec, movie_id, series_id, parsed_season, parsed_episode,
      parsed_episodes, posted_at, group_id)
    select ${word} || '.' || r.id || '.' || r.name, gen_random_uuid()::text, r.size, r.file_count,
      md5(random()::text) || md5(random()::text), r.parsed_title, r.parsed_type, r.parsed_year,
      r.parsed_resolution, r.source, r.video_codec, r.movie_id, r.series_id, r.parsed_season,
      r.parsed_episode, r.parsed_episodes, now(), r.group_id
    from releases r order by r.id desc limit ${count}
    returning id`);
}

export async function runChangeLoad(
  db: Database,
  search: (word: string) => Promise<boolean>,
  durationMs: number,
): Promise<ChangeLoadResult> {
  const tag = `Bulk${randomBytes(3).toString('hex')}`;
  const started = performance.now();
  const until = started + durationMs;

  const bulk = (async () => {
    const t0 = performance.now();
    const [{ max }] = rowsOf<{ max: number }>(
      await db.execute(sql`select max(id)::int as max from releases`),
    );
    const from = Math.max(1, Math.floor(Math.random() * (max - 50_000)));
    await db.execute(sql`update releases set size = size + 1 where id between ${from} and ${from + 49_999}`);
    return performance.now() - t0;
  })();

  const importing = (async () => {
    const t0 = performance.now();
    let imported = 0;
    for (let batch = 0; batch < 20; batch++) {
      imported += rowsOf(await insertCopies(db, 500, `${tag}Import${batch}`)).length;
      await sleep(Math.max(0, durationMs / 40));
    }
    return { ms: performance.now() - t0, imported };
  })();

  const foundMs: number[] = [];
  let notFound = 0;
  const probing = (async () => {
    for (let n = 0; performance.now() < until; n++) {
      const word = `${tag}Probe${n}`;
      await insertCopies(db, 1, word);
      const committed = performance.now();
      let found = false;
      while (!found && performance.now() - committed < 10_000) {
        found = await search(word);
        if (!found) await sleep(10);
      }
      if (found) foundMs.push(performance.now() - committed);
      else notFound++;
      await sleep(250);
    }
  })();

  const [bulkUpdateMs, imports] = await Promise.all([bulk, importing, probing]);
  // The bench's releases go again (their feed changes with them), so every run starts from the same data.
  await db.execute(sql`delete from releases where name like ${`${tag}%`}`);
  return { bulkUpdateMs, importMs: imports.ms, imported: imports.imported, foundMs, notFound };
}
