import { decodeHeaderBytes, decodeHeaderText } from './nntp-header-text';

/** One article's overview (RFC 3977 §8.3), decoded. */
export interface OverviewEntry {
  number: number;
  subject: string;
  from: string;
  /** The Date header as a time, or null when it cannot be read. */
  date: Date | null;
  /** The Date header as posted. */
  dateText: string;
  /** With angle brackets, as in the header. */
  messageId: string;
  references: string;
  bytes: number;
  lines: number;
  /** The Xref value without its name ("host group:number …"), or '' when the server sent none. */
  xref: string;
}

type Field = 'subject' | 'from' | 'date' | 'message-id' | 'references' | 'bytes' | 'lines' | 'xref';

/** Which field sits at which position after the article number, and which carry their header name. */
export interface OverviewFormat {
  fields: readonly (Field | null)[];
  full: readonly boolean[];
}

const KNOWN = new Set<string>([
  'subject',
  'from',
  'date',
  'message-id',
  'references',
  'bytes',
  'lines',
  'xref',
]);

/**
 * Reads LIST OVERVIEW.FMT: "Subject:", "Bytes:" or ":bytes" (RFC 3977 names
 * metadata with a leading colon, older servers with a trailing one), extra
 * headers as "Xref:full", whose values then start with "Xref: ".
 */
export function overviewFormatFrom(lines: readonly string[]): OverviewFormat {
  const fields: (Field | null)[] = [];
  const full: boolean[] = [];
  for (const raw of lines) {
    const entry = raw.trim().toLowerCase();
    const isFull = entry.endsWith(':full');
    const name = entry.replace(/:full$/, '').replace(/^:|:$/g, '');
    fields.push(KNOWN.has(name) ? (name as Field) : null);
    full.push(isFull);
  }
  return { fields, full };
}

/** The order RFC 3977 prescribes and INN uses (LIST OVERVIEW.FMT on INN 2.7). */
export const DEFAULT_OVERVIEW_FORMAT = overviewFormatFrom([
  'Subject:',
  'From:',
  'Date:',
  'Message-ID:',
  'References:',
  ':bytes',
  ':lines',
  'Xref:full',
]);

const TAB = 0x09;
const DIGITS = /^\d+$/;
const XREF = /^xref:/i;

/**
 * Parses one overview line (raw bytes, as OVER delivers them). Returns null
 * for a line that cannot describe an article — no number, no message-id, a
 * byte count that is not a number, too few fields — and never throws: one
 * broken line must not stop a chunk of 20,000.
 */
export function parseOverviewLine(
  line: Buffer,
  format: OverviewFormat = DEFAULT_OVERVIEW_FORMAT,
): OverviewEntry | null {
  // Field boundaries as offsets: slicing a Buffer per field costs more than the parsing (hot path).
  const bounds: number[] = [0];
  for (let tab = line.indexOf(TAB); tab >= 0; tab = line.indexOf(TAB, tab + 1)) bounds.push(tab, tab + 1);
  bounds.push(line.length);
  const fields = bounds.length / 2;
  // The article number and the seven fields every server must send (RFC 3977 §8.4).
  if (fields < 8) return null;
  const number = line.toString('latin1', 0, bounds[1]);
  if (!DIGITS.test(number) || !Number.isSafeInteger(Number(number))) return null;

  const entry: OverviewEntry = {
    number: Number(number),
    subject: '',
    from: '',
    date: null,
    dateText: '',
    messageId: '',
    references: '',
    bytes: 0,
    lines: 0,
    xref: '',
  };
  for (let i = 1; i < fields; i++) {
    let start = bounds[2 * i]!;
    const end = bounds[2 * i + 1]!;
    let field = format.fields[i - 1] ?? null;
    let full = format.full[i - 1] ?? false;
    // An extra field the format does not list: Xref is recognised by its name.
    if (field === null && i > 7 && XREF.test(line.toString('latin1', start, Math.min(end, start + 5)))) {
      field = 'xref';
      full = true;
    }
    if (field === null) continue;
    if (full) start = afterName(line, start, end);
    switch (field) {
      case 'subject':
        entry.subject = decodeHeaderText(line.subarray(start, end));
        break;
      case 'from':
        entry.from = decodeHeaderText(line.subarray(start, end));
        break;
      case 'date': {
        entry.dateText = line.toString('latin1', start, end).trim();
        const time = Date.parse(entry.dateText);
        entry.date = Number.isNaN(time) ? null : new Date(time);
        break;
      }
      case 'message-id':
        entry.messageId = decodeHeaderBytes(line.subarray(start, end)).trim();
        break;
      case 'references':
        if (end > start) entry.references = decodeHeaderBytes(line.subarray(start, end)).trim();
        break;
      case 'bytes':
      case 'lines': {
        const text = line.toString('latin1', start, end).trim();
        if (text !== '' && !DIGITS.test(text)) return null;
        entry[field] = text === '' ? 0 : Number(text);
        break;
      }
      case 'xref':
        entry.xref = line.toString('latin1', start, end).trim();
        break;
    }
  }
  return entry.messageId.startsWith('<') && entry.messageId.endsWith('>') ? entry : null;
}

/** The groups and numbers of an Xref value ("host group:number …"), for cross-posts. */
export function parseXref(xref: string): { group: string; number: number }[] {
  const [, ...entries] = xref.trim().split(/\s+/);
  const out: { group: string; number: number }[] = [];
  for (const entry of entries) {
    const at = entry.lastIndexOf(':');
    const number = entry.slice(at + 1);
    if (at > 0 && DIGITS.test(number)) out.push({ group: entry.slice(0, at), number: Number(number) });
  }
  return out;
}

/** Where the value of a :full field starts: "Xref: host group:1" → "host group:1". */
function afterName(line: Buffer, start: number, end: number): number {
  const colon = line.indexOf(0x3a, start);
  if (colon < 0 || colon >= end) return start;
  let at = colon + 1;
  while (at < end && line[at] === 0x20) at++;
  return at;
}
