import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { executePrepared } from '../src/db/prepared';
import { rowsOf } from '../src/db/user-lock';
import { createTestDatabase } from './test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('executePrepared (the Newznab hot paths)', () => {
  it('answers like db.execute, with each call’s own values', async () => {
    for (const n of [1, 2, 41]) {
      const rows = rowsOf<{ n: number }>(await executePrepared(database.db, sql`select ${n}::int + 1 as n`));
      expect(rows).toEqual([{ n: n + 1 }]);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps one named statement per text on a PostgreSQL connection',
    async () => {
      // One transaction: one connection of the pool, whose prepared statements are visible to it.
      await database.db.transaction(async (tx) => {
        const query = (n: number) => sql`select ${n}::int * 2 as n, 'prepared-test' as tag`;
        for (let n = 0; n < 3; n++) await executePrepared(tx, query(n));
        const statements = rowsOf<{ name: string; calls: number | string }>(
          await tx.execute(sql`select name, generic_plans + custom_plans as calls
            from pg_prepared_statements where statement like '%prepared-test%'`),
        );
        expect(statements).toHaveLength(1);
        expect(statements[0]!.name).toMatch(/^nz_/);
        expect(Number(statements[0]!.calls)).toBe(3);
      });
    },
  );
});
