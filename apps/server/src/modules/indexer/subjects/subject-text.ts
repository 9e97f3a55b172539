/**
 * A subject longer than this is no poster's subject but junk or an attack; reading it would only
 * cost time. Real subjects stay under 1 KB; hostile 10 KB ones are still read.
 */
export const MAX_SUBJECT_LENGTH = 16_384;

// RFC 2047 encoded words: some posting tools encode subjects with umlauts this way.
const ENCODED_WORD = /=\?([A-Za-z0-9_-]{1,40})(?:\*[A-Za-z-]{1,20})?\?([BbQq])\?([^?\s]{0,2000})\?=/g;
const BETWEEN_ENCODED_WORDS = /(\?=)\s+(?==\?)/g;
const CONTROL = /\p{Cc}/gu;
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
// Zero-width and direction marks: invisible, yet they would split one name into two collections.
const FORMAT = /\p{Cf}/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function bytesOf(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

function decodeWord(charset: string, encoding: string, payload: string): string | null {
  let bytes: Uint8Array;
  if (encoding === 'b' || encoding === 'B') {
    try {
      bytes = bytesOf(atob(payload));
    } catch {
      return null;
    }
  } else {
    const text = payload.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => {
      return String.fromCharCode(parseInt(hex, 16));
    });
    bytes = bytesOf(text);
  }
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return null; // a charset TextDecoder does not know: leave the word as written
  }
}

/**
 * News servers hand out subject bytes without a charset; a reader that decodes them as Latin-1
 * turns a UTF-8 `ä` into `Ã¤`. When every character fits a byte and those bytes are valid UTF-8
 * with at least one multi-byte sequence, the text was UTF-8. A real Latin-1 subject is almost
 * never valid UTF-8 (`ä` followed by a letter is not), so it is left alone.
 */
function repairUtf8ReadAsLatin1(text: string): string {
  let sequence = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0xff) return text;
    // A UTF-8 lead byte followed by a continuation byte: without one the text cannot be UTF-8 with umlauts.
    if (c >= 0xc2 && c <= 0xf4) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0x80 && next <= 0xbf) sequence = true;
    }
  }
  if (!sequence) return text;
  try {
    return STRICT_UTF8.decode(bytesOf(text));
  } catch {
    return text;
  }
}

/**
 * The subject as the grammar reads it: UTF-8 read as Latin-1 repaired, encoded words decoded,
 * control and invisible format characters blanked, lone surrogates replaced, NFC composed (so a
 * decomposed `a`+`¨` from one poster and a composed `ä` from another are the same name).
 */
export function subjectText(raw: string): string {
  let text = repairUtf8ReadAsLatin1(raw);
  if (text.includes('=?')) {
    text = text
      .replace(BETWEEN_ENCODED_WORDS, '$1')
      .replace(ENCODED_WORD, (word, charset: string, encoding: string, payload: string) => {
        return decodeWord(charset, encoding, payload) ?? word;
      });
  }
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, ' ').replace(FORMAT, '').normalize('NFC');
}

/** Cuts a name to `max` UTF-16 units without leaving half a surrogate pair at the end. */
export function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * Trims characters of `lead` from the start and of `trail` from the end. A loop, because a
 * regex like `[ -]+$` tries every start in a long run of spaces: quadratic on hostile subjects.
 */
export function trimEdges(text: string, lead: string, trail: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && lead.includes(text[start]!)) start++;
  while (end > start && trail.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}
