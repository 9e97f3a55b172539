import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDrizzleParsers } from './pglite-parsers';

const probe = sql`select timestamptz '2026-05-01 10:00:00+00' as at, date '2026-05-01' as day,
  array[timestamptz '2026-05-01 10:00:00+00'] as ats, 12.5::numeric as n, 7::int8 as big, array[1, 2] as ints`;

/**
 * Starting PGlite takes ~2 s; these suites share two cores with the web tests, and
 * two databases starting at once took over the default 10 s in a CI run on a busy host.
 */
const START_MS = 60_000;

describe('PGlite behind Drizzle with its parsers installed once', () => {
  let plain: PGlite;
  let installed: PGlite;
  beforeAll(async () => {
    [plain, installed] = await Promise.all([PGlite.create(), PGlite.create()]);
  }, START_MS);
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

  it(
    'hands PGlite no parsers per query, so it does not copy its own for each one',
    async () => {
      const fresh = await PGlite.create();
      try {
        // What reaches PGlite's own query methods, outside and inside a transaction.
        const seen: unknown[] = [];
        const query = fresh.query.bind(fresh);
        fresh.query = (text, params, options) => {
          seen.push(options?.parsers);
          return query(text, params, options);
        };
        const transaction = fresh.transaction.bind(fresh);
        fresh.transaction = (run) =>
          transaction((tx) => {
            const txQuery = tx.query.bind(tx);
            tx.query = (text, params, options) => {
              seen.push(options?.parsers);
              return txQuery(text, params, options);
            };
            return run(tx);
          });
        const db = drizzle(withDrizzleParsers(fresh));
        await db.execute(sql`select 1`);
        await db.transaction(async (tx) => tx.execute(sql`select 2`));
        expect(seen).toEqual([undefined, undefined]);
      } finally {
        await fresh.close();
      }
    },
    START_MS,
  );
});
