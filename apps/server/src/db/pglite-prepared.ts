import { parse, PGlite, protocol, type Results } from '@electric-sql/pglite';
import { onCurrentPglite } from './pglite-reopen';
import { readWire, type WireAnswer } from './pglite-wire-rows';

/** Parameter type ids of each statement prepared on a PGlite instance, by statement name. */
const preparedOn = new WeakMap<PGlite, Map<string, number[]>>();

/** PostgreSQL's "prepared statement does not exist" (after a DEALLOCATE ALL, for instance). */
const UNKNOWN_STATEMENT = '26000';

/**
 * Around a call that asks for it: the statement's generic plan, always.
 * PostgreSQL would otherwise keep planning a statement whose values make a
 * custom plan look cheaper (rows of a page of three releases: every call
 * planned anew, ~2.5 ms of the statement's ~5 ms on PGlite). Only for
 * statements whose plan cannot depend on the values (rows by id); every other
 * statement keeps PostgreSQL's choice, as the setting is reset in the same
 * call, before the lock is released.
 */
const GENERIC_PLAN = protocol.serialize.query('set plan_cache_mode = force_generic_plan');
const ANY_PLAN = protocol.serialize.query('reset plan_cache_mode');

/** PGlite's two locks: the transaction lock keeps the statement out of another caller's open transaction. */
interface Exclusive {
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
}

function joined(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of messages) {
    out.set(m, at);
    at += m.length;
  }
  return out;
}

/** The PGlite instance behind a Drizzle session, or null (PostgreSQL, or a transaction's client). */
export function pgliteClientOf(client: unknown): PGlite | null {
  return client instanceof PGlite &&
    typeof (client as unknown as Exclusive)._runExclusiveTransaction === 'function'
    ? client
    : null;
}

/**
 * Runs a statement as a named prepared statement of the embedded database.
 * PGlite's own `query` parses and plans every statement anew (an unnamed
 * statement, six calls into the WASM module): for the Newznab page of 100
 * releases with its joins that is ~3.5 of ~7.8 ms. Here the statement is
 * parsed once per name and database, and each call sends bind, describe,
 * execute and sync at once; PostgreSQL plans the first five calls for their
 * values and then keeps the generic plan when it costs no more, exactly as on
 * a PostgreSQL connection (`generic`: that plan from the first call on, see
 * {@link GENERIC_PLAN}). The result reads as PGlite's `query` would give it
 * (same parsers, objects per row). Waits for PGlite's locks like `query`, so it
 * never runs inside another caller's transaction.
 */
export async function queryNamed(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
  generic: boolean,
): Promise<Results> {
  // Synced to the disk as PGlite's own calls are: the statement may write.
  const answer = await onCurrentPglite(client, (pglite) =>
    runNamed(pglite, name, text, params, generic, (message) => readAnswer(pglite, message, true)),
  );
  const { fields } = answer;
  const rows = answer.rows.map((cells) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) row[fields[i]!.name] = cells[i];
    return row;
  });
  return { rows, affectedRows: answer.affectedRows, fields };
}

/**
 * {@link queryNamed} for statements that read many rows: the rows as arrays
 * of cells in select-list order, with no object per row. Read-only
 * statements only: nothing is synced to the disk.
 */
export async function queryNamedArrays(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
  generic: boolean,
): Promise<unknown[][]> {
  return (
    await onCurrentPglite(client, (pglite) =>
      runNamed(pglite, name, text, params, generic, (message) => readAnswer(pglite, message, false)),
    )
  ).rows;
}

/**
 * Runs protocol messages and reads the answer from its bytes ({@link readWire}),
 * with PGlite's parsers: PGlite's `execProtocol` builds an object per message
 * and decodes each cell on its own first.
 */
async function readAnswer(client: PGlite, message: Uint8Array, syncToFs: boolean): Promise<WireAnswer> {
  let answer = answers.get(client) ?? Buffer.allocUnsafe(ANSWER_BYTES);
  let used = 0;
  await client.execProtocolRawStream(message, {
    syncToFs,
    // A view of the module's memory, valid only during the call (PGlite hands over each message on its own).
    onRawData: (data) => {
      if (used + data.length > answer.length) {
        const larger = Buffer.allocUnsafe(Math.max(answer.length * 2, used + data.length));
        answer.copy(larger, 0, 0, used);
        answer = larger;
      }
      answer.set(data, used);
      used += data.length;
    },
  });
  // Read before the lock is released: the database's next statement writes into the same buffer.
  const read = readWire(answer.subarray(0, used), client.parsers);
  answers.set(client, answer.length > MAX_KEPT_ANSWER ? Buffer.allocUnsafe(ANSWER_BYTES) : answer);
  return read;
}

/** Each database's buffer for the answers {@link queryNamedArrays} reads (its statements run one at a time). */
const answers = new WeakMap<PGlite, Buffer>();
const ANSWER_BYTES = 256 * 1024;
const MAX_KEPT_ANSWER = 4 * 1024 * 1024;

/** Prepares the statement once per name and database, then runs it with these values through `execute`. */
async function runNamed<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
  generic: boolean,
  execute: (message: Uint8Array) => Promise<T>,
): Promise<T> {
  const run = () =>
    client.runExclusive(async () => {
      let statements = preparedOn.get(client);
      if (!statements) preparedOn.set(client, (statements = new Map()));
      let types = statements.get(name);
      if (!types) {
        const { messages } = await client.execProtocol(
          joined([
            protocol.serialize.parse({ name, text }),
            protocol.serialize.describe({ type: 'S', name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        types = parse.parseDescribeStatementResults(messages);
        statements.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types![i]!];
        return serializer ? serializer(value) : String(value);
      });
      try {
        return await execute(
          joined([
            ...(generic ? [GENERIC_PLAN] : []),
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
            ...(generic ? [ANY_PLAN] : []),
          ]),
        );
      } catch (error) {
        if ((error as { code?: unknown }).code === UNKNOWN_STATEMENT) statements.delete(name);
        throw error;
      }
    });
  const exclusive = client as unknown as Exclusive;
  try {
    return await exclusive._runExclusiveTransaction(run);
  } catch (error) {
    // The session lost its statements: prepared again, once.
    if ((error as { code?: unknown }).code !== UNKNOWN_STATEMENT) throw error;
    return exclusive._runExclusiveTransaction(run);
  }
}
