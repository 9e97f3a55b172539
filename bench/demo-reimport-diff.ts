/**
 * What a parser change does to the demo data: imports the demo catalogue and
 * its releases through the real pipeline (parser → matcher → generated Newznab
 * category) into a fresh in-memory database and writes name → category and
 * match; a second mode compares two such dumps.
 *
 *   npx tsx bench/demo-reimport-diff.ts dump /tmp/demo-before.json
 *   … change the parser …
 *   npx tsx bench/demo-reimport-diff.ts dump /tmp/demo-after.json
 *   npx tsx bench/demo-reimport-diff.ts diff /tmp/demo-before.json /tmp/demo-after.json
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/seed/demo-seed';
import { FsBlobStore } from '../apps/server/src/storage';

interface DumpRow {
  name: string;
  category: number;
  type: string;
  resolution: string | null;
  source: string | null;
  /** "movie:Title (Year)", "episode:Series S01E02", "series:Series", "season:Series S01" or "none". */
  match: string;
}

async function dump(file: string): Promise<void> {
  const database = await openDatabase({});
  await runMigrations(database);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nzbkino-demo-diff-'));
  const blobs = new FsBlobStore(path.join(dataDir, 'blobs'));
  const app = await buildApp(testConfig({ webDist: '/nonexistent', dataDir }), { database, blobs });
  await app.ready();
  try {
    const started = Date.now();
    const report = await seedDemo(database.db, app.services);
    const result = await database.db.execute(sql`
      select r.name, r.newznab_category as category, r.parsed_type as type,
             r.parsed_resolution as resolution, r.source,
             case
               when r.episode_id is not null then
                 'episode:' || s.title || ' S' || lpad(se.season_number::text, 2, '0') || 'E' || lpad(e.episode_number::text, 2, '0')
               when r.season_id is not null then 'season:' || s.title || ' S' || lpad(se.season_number::text, 2, '0')
               when r.series_id is not null then 'series:' || s.title
               when r.movie_id is not null then 'movie:' || m.title || ' (' || coalesce(m.year::text, '?') || ')'
               else 'none'
             end as match
      from releases r
      left join movies m on m.id = r.movie_id
      left join series s on s.id = r.series_id
      left join seasons se on se.id = r.season_id
      left join episodes e on e.id = r.episode_id
      order by r.name`);
    const rows = (result.rows as unknown as DumpRow[]).map((row) => ({
      ...row,
      category: Number(row.category),
    }));
    writeFileSync(file, JSON.stringify(rows, null, 1));
    const matched = rows.filter((row) => row.match !== 'none').length;
    console.log(
      `${rows.length} demo releases (${report.releases?.imported ?? 0} imported, ${matched} matched) ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s → ${file}`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function diff(beforeFile: string, afterFile: string): void {
  const load = (file: string) =>
    new Map((JSON.parse(readFileSync(file, 'utf8')) as DumpRow[]).map((row) => [row.name, row]));
  const before = load(beforeFile);
  const after = load(afterFile);
  let category = 0;
  let match = 0;
  const lines: string[] = [];
  for (const [name, old] of before) {
    const now = after.get(name);
    if (now === undefined) {
      lines.push(`- ${name} (only before)`);
      continue;
    }
    const changes: string[] = [];
    if (old.category !== now.category) {
      category++;
      changes.push(`category ${old.category} → ${now.category}`);
    }
    if (old.match !== now.match) {
      match++;
      changes.push(`match ${old.match} → ${now.match}`);
    }
    if (changes.length > 0) lines.push(`  ${name}: ${changes.join(', ')}`);
  }
  for (const name of after.keys()) if (!before.has(name)) lines.push(`+ ${name} (only after)`);
  for (const line of lines) console.log(line);
  console.log(
    `${before.size} releases before, ${after.size} after: ${category} changed category, ${match} changed match`,
  );
}

const [mode, first, second] = process.argv.slice(2);
if (mode === 'dump' && first) await dump(first);
else if (mode === 'diff' && first && second) diff(first, second);
else {
  console.error('usage: demo-reimport-diff.ts dump <file> | diff <before> <after>');
  process.exit(2);
}
