/** A `n/m` counter found in a subject, with where it stands so it can be cut out. */
export interface Counter {
  n: number;
  of: number;
  start: number;
  end: number;
  /** `(1/163)` round brackets: the shape of the part counter (yEnc's own convention). */
  round: boolean;
}

// Bounded digit runs keep every pattern linear on a 10 KB subject of digits and brackets.
const BRACKETED = /([([])[ \t]{0,3}(\d{1,6})[ \t]{0,3}(?:\/|of|von)[ \t]{0,3}(\d{1,6})[ \t]{0,3}([)\]])/gi;
// `File 1 of 63`, `Datei 1 von 63`: the word keeps `Teil 1 von 3` in a title from being read as a counter.
const WORDED = /\b(?:file|datei)[ \t]{1,3}(\d{1,6})[ \t]{1,3}(?:of|von|\/)[ \t]{1,3}(\d{1,6})\b/gi;

/** Every counter in `text`, in order of position. Counters where the first number exceeds the second are not counters. */
export function findCounters(text: string): Counter[] {
  const found: Counter[] = [];
  for (const m of text.matchAll(BRACKETED)) {
    const open = m[1]!;
    const close = m[4]!;
    if ((open === '(') !== (close === ')')) continue;
    const n = parseInt(m[2]!, 10);
    const of = parseInt(m[3]!, 10);
    if (of < 1 || n > of) continue;
    found.push({ n, of, start: m.index, end: m.index + m[0].length, round: open === '(' });
  }
  for (const m of text.matchAll(WORDED)) {
    const n = parseInt(m[1]!, 10);
    const of = parseInt(m[2]!, 10);
    if (of < 1 || n > of) continue;
    found.push({ n, of, start: m.index, end: m.index + m[0].length, round: false });
  }
  return found.sort((a, b) => a.start - b.start);
}

const UNITS: Record<string, number> = {
  byte: 1,
  bytes: 1,
  kb: 1024,
  kib: 1024,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
  tb: 1024 ** 4,
  tib: 1024 ** 4,
};

// `1.23 GB`, `1,23 GB` (German decimal comma), `245MB`, `1048576 bytes`, `{1048576 yEnc bytes}`.
const SIZE = /(?<![\w.,])(\d{1,15}(?:[.,]\d{1,3})?)[ \t]?(?:yEnc[ \t]{1,3})?(bytes?|[kmgt]i?b)(?![\w])/gi;

/** A size note a poster wrote, in bytes (binary units: posting tools mean 1024), and where it stands. */
export interface SizeNote {
  bytes: number;
  start: number;
  end: number;
}

export function findSizes(text: string): SizeNote[] {
  const found: SizeNote[] = [];
  for (const m of text.matchAll(SIZE)) {
    const unit = m[2]!.toLowerCase();
    const factor = UNITS[unit];
    if (factor === undefined) continue;
    // A comma is the German decimal comma (`1,23 GB`), as German posters write it.
    const value = parseFloat(m[1]!.replace(',', '.'));
    if (!Number.isFinite(value) || value <= 0) continue;
    found.push({ bytes: Math.round(value * factor), start: m.index, end: m.index + m[0].length });
  }
  return found;
}
