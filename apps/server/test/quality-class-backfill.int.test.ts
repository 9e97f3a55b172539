import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases } from '../src/db/schema';
import { importNamed } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The backfill statements of migration 0013, run again on rows whose class was cleared. */
function backfillStatements(): string[] {
  const file = path.join(__dirname, '../src/db/migrations/0013_release_quality_class.sql');
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE'));
}

const snapshot = () =>
  t.database.db
    .select({
      name: releases.name,
      qualityClass: releases.qualityClass,
      qualityModifier: releases.qualityModifier,
      category: releases.newznabCategory,
    })
    .from(releases)
    .orderBy(asc(releases.name));

describe('migration 0013 backfill', () => {
  it('gives existing releases the class, modifier and category the parser gives them at import', async () => {
    // Names whose class the stored columns decide; disc tags the columns do not keep
    // (BD25, a bare "Film.BluRay-GRP") are left to the old guess and not listed.
    const names = [
      'Backfill.S01E01.HDTV.XviD-GRP',
      'Backfill.S01E02.German.720p.WEB.h264-GRP',
      'Backfill.S01E03.German.576p.WEB.h264-GRP',
      'Backfill.S01E04.German.WEB-DL.h264-GRP',
      'Backfill.S01.German.2160p.WEB.h265-GRP',
      'Backfillfilm.2010.COMPLETE.BLURAY-GRP',
      'Backfillfilm.2010.German.DL.1080p.BluRay.REMUX.AVC-GRP',
      'Backfillfilm.2010.German.BluRay.x264-GRP',
      'Backfillfilm.2010.German.DVDRip.XviD-GRP',
      'Backfillfilm.2010.German.1080p.BluRay.x264-GRP',
      'Backfillfilm.2010.German.2160p.UHD.BluRay.x265-GRP',
      'Backfillfilm.2010.German.TS.x264-GRP',
      'Backfillfilm.2010.German.DL.DVDR-GRP',
      'Backfill-Album-WEB-DE-2020-GRP',
    ];
    for (const name of names) await importNamed(t, name);
    const parsed = await snapshot();
    expect(parsed.map((r) => r.category)).toEqual(
      expect.arrayContaining([2020, 2030, 2040, 2045, 2050, 2070, 5030, 5040, 5045]),
    );

    await t.database.db.execute(sql`update releases set quality_class = null, quality_modifier = null`);
    const statements = backfillStatements();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    expect(await snapshot()).toEqual(parsed);
  });
});
