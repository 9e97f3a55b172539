import { protocol } from '@electric-sql/pglite';

/** Turns one cell's text into its value, by the column's type id (PGlite's parsers). */
export type CellParser = (text: string, typeId: number) => unknown;

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
const BIND_COMPLETE = 0x32; // '2'
const COMMAND_COMPLETE = 0x43; // 'C'

/**
 * bigint: PGlite's parser makes a BigInt of every value to see whether it fits
 * a number (~2 % of a word search's thread for the sizes alone); up to 15
 * digits it always fits, and the number is the same.
 */
const INT8 = 20;

/** A statement's answer as read from the wire: its rows as arrays of cells, its columns, and what it changed. */
export interface WireAnswer {
  rows: unknown[][];
  /** The columns' names and type ids, as PGlite's results name them. */
  fields: { name: string; dataTypeID: number }[];
  /** The statement's own row count (INSERT, UPDATE, DELETE, SELECT …), of the first command after its bind. */
  affectedRows: number;
}

/**
 * The rows of a statement's answer read straight from the wire bytes PGlite
 * produced, as arrays of cells in select-list order. PGlite's own reading
 * builds an object per protocol message and decodes every cell through a
 * `TextDecoder` on its own before its parsers run: for a page of releases that
 * was ~15 % of the server's thread (bench/README.md). Here each cell is one
 * slice of the bytes. Only the last row description counts (settings sent
 * around a statement answer without rows). An error answer is read by
 * PGlite's parser and thrown as the `DatabaseError` PGlite would throw.
 */
export function readWire(
  bytes: Buffer,
  parsers: Readonly<Record<number, CellParser | undefined>>,
): WireAnswer {
  const rows: unknown[][] = [];
  let fields: WireAnswer['fields'] = [];
  let parse: (CellParser | undefined)[] = [];
  let bound = false;
  let affectedRows = 0;
  for (let at = 0; at + 5 <= bytes.length;) {
    const type = bytes[at]!;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    let p = at + 5;
    if (type === DATA_ROW) {
      const count = bytes.readInt16BE(p);
      p += 2;
      const row = new Array<unknown>(count);
      for (let i = 0; i < count; i++) {
        const length = bytes.readInt32BE(p);
        p += 4;
        if (length < 0) {
          row[i] = null;
          continue;
        }
        const text = bytes.toString('utf8', p, p + length);
        p += length;
        const typeId = fields[i]?.dataTypeID;
        row[i] = typeId === INT8 && length <= 15 ? Number(text) : parse[i] ? parse[i]!(text, typeId!) : text;
      }
      rows.push(row);
    } else if (type === ROW_DESCRIPTION) {
      const count = bytes.readInt16BE(p);
      p += 2;
      fields = [];
      parse = [];
      for (let i = 0; i < count; i++) {
        const nameEnd = bytes.indexOf(0, p);
        const dataTypeID = bytes.readInt32BE(nameEnd + 7);
        fields.push({ name: bytes.toString('utf8', p, nameEnd), dataTypeID });
        parse.push(parsers[dataTypeID]);
        p = nameEnd + 19;
      }
    } else if (type === BIND_COMPLETE) {
      bound = true;
    } else if (type === COMMAND_COMPLETE && bound) {
      // "INSERT 0 3", "UPDATE 2", "SELECT 5": the count is the tag's last word.
      const tag = bytes.toString('utf8', p, end - 1);
      affectedRows = Number(tag.slice(tag.lastIndexOf(' ') + 1)) || 0;
      bound = false;
    } else if (type === ERROR_RESPONSE) {
      throw errorOf(bytes.subarray(at, end));
    }
    at = end;
  }
  return { rows, fields, affectedRows };
}

function errorOf(message: Buffer): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(message, (parsed) => {
    if (parsed instanceof Error) error = parsed;
  });
  return error ?? new Error('PGlite answered with an error it could not describe');
}
