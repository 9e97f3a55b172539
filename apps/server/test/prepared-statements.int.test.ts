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

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'keeps one named statement per text on PGlite, and its generic plan when asked',
    async () => {
      await database.db.execute(sql`create table if not exists plan_probe (n int primary key)`);
      await database.db.execute(
        sql`insert into plan_probe select generate_series(1, 2000) on conflict do nothing`,
      );
      await database.db.execute(sql`analyze plan_probe`);
      // One value in the array: a custom plan looks cheaper than the generic one, so PostgreSQL keeps planning.
      const query = (n: number, tag: 'auto' | 'generic') =>
        sql`select count(*)::int as n from plan_probe where n = any(${sql.param([n])}::int[]) ${sql.raw(`/* ${tag}-plan */`)}`;
      for (let n = 1; n <= 7; n++) {
        expect(rowsOf(await executePrepared(database.db, query(n, 'auto')))).toEqual([{ n: 1 }]);
        expect(rowsOf(await executePrepared(database.db, query(n, 'generic'), 'generic'))).toEqual([
          { n: 1 },
        ]);
      }
      const plans = rowsOf<{ tag: string; generic: number; custom: number }>(
        await database.db.execute(sql`select substring(statement from '(auto|generic)-plan') as tag,
          generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where statement like '%plan_probe%' and name like 'nz_%' order by 1`),
      );
      expect(plans).toEqual([
        { tag: 'auto', generic: 0, custom: 7 },
        // Never planned for its values: a page of a few releases would otherwise be planned on every call.
        { tag: 'generic', generic: 7, custom: 0 },
      ]);
    },
  );

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'reads values as PGlite reads them, and survives errors and DEALLOCATE',
    async () => {
      const at = new Date('2026-05-17T08:30:00Z');
      const read = () =>
        executePrepared(
          database.db,
          sql`select ${at}::timestamptz as at, ${sql.param([1, 2])}::int[] as ids, ${'x'}::text as t, null::int as nothing, ${2.5}::float8 as f`,
        );
      const [row] = rowsOf<Record<string, unknown>>(await read());
      const [plain] = rowsOf<Record<string, unknown>>(
        await database.db.execute(
          sql`select ${at}::timestamptz as at, ${sql.param([1, 2])}::int[] as ids, ${'x'}::text as t, null::int as nothing, ${2.5}::float8 as f`,
        ),
      );
      expect(row).toEqual(plain);
      // A failing call (the value does not fit the parameter) leaves the statement and the database usable.
      const bad = sql`select ${'not a number'}::int as n`;
      const invalid = {
        message: expect.stringMatching(/^Failed query/),
        cause: expect.objectContaining({ code: '22P02' }),
      };
      await expect(executePrepared(database.db, bad)).rejects.toMatchObject(invalid);
      await expect(executePrepared(database.db, bad)).rejects.toMatchObject(invalid);
      expect(rowsOf(await read())).toHaveLength(1);
      // Its generic plan is its own: every other statement keeps PostgreSQL's choice, after failures too.
      expect(rowsOf(await database.db.execute(sql`show plan_cache_mode`))).toEqual([
        { plan_cache_mode: 'auto' },
      ]);
      // Statements dropped behind its back are prepared again.
      await database.db.execute(sql`deallocate all`);
      expect(rowsOf(await read())).toEqual([row]);
    },
  );

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'never runs inside another caller’s open transaction',
    async () => {
      await database.db.execute(sql`create table if not exists prepared_probe (n int)`);
      let inside!: () => void;
      const held = new Promise<void>((resolve) => (inside = resolve));
      let release!: () => void;
      const done = new Promise<void>((resolve) => (release = resolve));
      const transaction = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into prepared_probe values (1)`);
          inside();
          await done;
          tx.rollback();
        })
        .catch(() => undefined);
      await held;
      // Issued while the transaction is open: it waits, and then sees the rollback, not the uncommitted row.
      const counted = executePrepared(database.db, sql`select count(*)::int as n from prepared_probe`);
      release();
      await transaction;
      expect(rowsOf(await counted)).toEqual([{ n: 0 }]);
    },
  );
});
