import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withDrizzleParsers } from './pglite-parsers';

const probe = sql`select timestamptz '2026-05-01 10:00:00+00' as at, date '2026-05-01' as day,
  array[timestamptz '2026-05-01 10:00:00+00'] as ats, 12.5::numeric as n, 7::int8 as big, array[1, 2] as ints`;

describe('PGlite behind Drizzle with its parsers installed once', () => {
  let plain: PGlite;
  let installed: PGlite;
  beforeAll(async () => {
    [plain, installed] = await Promise.all([PGlite.create(), PGlite.create()]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), installed.close()]);
  });

  it('reads every type as Drizzle alone does, in and outside transactions', async () => {
    const before = (await drizzle(plain).execute(probe)).rows;
    const db = drizzle(withDrizzleParsers(installed));
    expect((await db.execute(probe)).rows).toEqual(before);
    expect(before[0]!.at).toBeTypeOf('string');
    expect(await db.transaction(async (tx) => (await tx.execute(probe)).rows)).toEqual(before);
  });

  it('hands PGlite no parsers per query, so it does not copy its own for each one', async () => {
    const client = withDrizzleParsers(installed);
    const spy = vi.spyOn(installed, 'query');
    const db = drizzle(client);
    await db.execute(sql`select 1`);
    await db.transaction(async (tx) => tx.execute(sql`select 2`));
    expect(spy).toHaveBeenCalled();
    for (const [, , options] of spy.mock.calls) expect(options?.parsers).toBeUndefined();
    spy.mockRestore();
  });
});
