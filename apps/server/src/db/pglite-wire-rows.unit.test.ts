import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDrizzleParsers } from './pglite-parsers';
import { queryNamed, queryNamedArrays } from './pglite-prepared';

/** Every kind of cell a page reads, nulls, multi-byte text and a value past one wire chunk. */
const PROBE = `select $1::int as id, $2::text as name, 12345678901::int8 as size, -999999999999999::int8 as low,
  9007199254740993::int8 as huge, true as yes, false as no,
  null::text as nothing, 1714557600000::float8 as ms, date '2024-05-17' as day, '{"a":[1,"ü"]}'::json as doc,
  array['x', 'y'] as list, repeat('Ä', $3::int) as long`;

// Starting PGlite takes ~2 s on a busy host (see pglite-parsers.unit.test.ts).
const START_MS = 60_000;

describe('rows read from the wire bytes of PGlite (queryNamedArrays)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = withDrizzleParsers(await PGlite.create());
  }, START_MS);
  afterAll(() => db.close());

  it('read every cell as PGlite’s own reading does, in select-list order', async () => {
    for (const length of [3, 200_000]) {
      const params = [7, 'Größe ✓', length];
      // PGlite's own reading of the same statement: the comparison.
      const [expected] = (await db.query(PROBE, params)).rows as Record<string, unknown>[];
      const rows = await queryNamedArrays(db, 'probe', PROBE, params, false);
      expect(rows).toEqual([Object.values(expected!)]);
      expect((await queryNamed(db, 'probe', PROBE, params, true)).rows).toEqual([expected]);
      expect(rows[0]!.slice(0, 11)).toEqual([
        7,
        'Größe ✓',
        12345678901,
        -999999999999999,
        9007199254740993n,
        true,
        false,
        null,
        1714557600000,
        '2024-05-17',
        { a: [1, 'ü'] },
      ]);
      expect((rows[0]![12] as string).length).toBe(length);
    }
  });

  it('count the rows a statement changed, and name its columns and their types', async () => {
    await db.exec('create table counted (n int primary key, v text)');
    const insert = await queryNamed(
      db,
      'insert',
      'insert into counted select g, $1 from generate_series(1, 3) g',
      ['x'],
      false,
    );
    expect(insert.affectedRows).toBe(3);
    expect(insert.rows).toEqual([]);
    const update = await queryNamed(
      db,
      'update',
      'update counted set v = $1 where n > 1 returning n',
      ['y'],
      true,
    );
    expect(update.affectedRows).toBe(2);
    expect(update.rows).toEqual([{ n: 2 }, { n: 3 }]);
    expect(update.fields).toEqual([{ name: 'n', dataTypeID: 23 }]);
  });

  it('read many rows, none when nothing matches, and the statement’s rows around plan settings', async () => {
    const text = 'select g as n, g::text as t from generate_series(1, $1::int) g';
    const many = await queryNamedArrays(db, 'series', text, [5000], false);
    expect(many).toHaveLength(5000);
    expect(many[4999]).toEqual([5000, '5000']);
    expect(await queryNamedArrays(db, 'series', text, [0], false)).toEqual([]);
    expect(await queryNamedArrays(db, 'series', text, [2], true)).toEqual([
      [1, '1'],
      [2, '2'],
    ]);
  });

  it('throw the database’s error, and leave the session usable', async () => {
    const failing = queryNamedArrays(db, 'divide', 'select 1 / $1::int as n', [0], false);
    await expect(failing).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
    await expect(queryNamedArrays(db, 'divide', 'select 1 / $1::int as n', [1], false)).resolves.toEqual([
      [1],
    ]);
    expect((await db.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });
});
