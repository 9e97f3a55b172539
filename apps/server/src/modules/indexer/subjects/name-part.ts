import { fileBaseName, hasKnownExtension } from './file-names';
import { trimEdges } from './subject-text';

// Spam a poster glues before or after the name: web addresses. A release name never has a token starting with `www.`.
const URL = /(?:https?:\/\/|\bwww\.)[^\s[\](){}<>"]{1,300}/gi;
const DOMAIN =
  /^(?:[\w-]{1,63}\.){1,4}(?:com|net|org|info|biz|to|ws|cc|tv|me|eu|nl|de|ch|at|us|io|xyz|club|site|online|space)\/?$/i;
// Tags that say how something was posted, not what: index numbers of request channels, fills, reposts.
const POSTING_WORDS =
  /^(?:full|private|repost|re-?post|re-?up(?:load)?|fills?|restored?|wtfnzb|autorarpar\d{0,5})$/i;
const YENC = /\byenc\b/gi;
const AUTORARPAR = /\bAutoRarPar\d{0,5}\b/gi;
const BRACKET_GROUP = /\[([^[\]]{0,2000})\]|\(([^()]{0,2000})\)|\{([^{}]{0,2000})\}|<([^<>]{0,2000})>/g;
// A trailing dot stays (`S.W.A.T.`), and so does a trailing plus (`Disney+`, `HDR10+`). A name never
// starts with a closing bracket or ends with an opening one: those are halves of a tag around the file name.
const LEAD_SEPARATORS = ' \t-_:|,;.*~=+/)]}>';
const TRAIL_SEPARATORS = ' \t-_:|,;*~=/([{<';
const SPACED_DASHES = / -(?: -)+ /g;

function trimSeparators(text: string): string {
  return trimEdges(text.trim(), LEAD_SEPARATORS, TRAIL_SEPARATORS).trim();
}
const YEAR = /^(?:19|20)\d\d$/;

/** Whether a bracketed piece is posting noise rather than part of the name. */
function isNoise(content: string, leading: boolean): boolean {
  const text = trimSeparators(content);
  if (text === '') return true;
  // `[1234]` at the front is a request or index number; further in, a bracketed year belongs to the name.
  if (/^\d{1,10}$/.test(text)) return leading || !YEAR.test(text);
  if (text.startsWith('#') || text.includes('@')) return true; // IRC channel (#a.b.teevee@EFNet), mail address
  if (DOMAIN.test(text)) return true;
  return POSTING_WORDS.test(text);
}

function dropNoiseGroups(text: string): string {
  let leading = true;
  let last = 0;
  let out = '';
  for (const m of text.matchAll(BRACKET_GROUP)) {
    const between = text.slice(last, m.index);
    if (trimSeparators(between) !== '') leading = false;
    const content = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    const noise = isNoise(content, leading);
    if (!noise) leading = false;
    out += between + (noise ? ' ' : m[0]);
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}

/** Takes off one pair of brackets that wraps the whole name (`[ Name ]`, `(Name)`). */
function unwrap(text: string): string {
  const pairs: Record<string, string> = { '[': ']', '(': ')', '{': '}', '<': '>' };
  const close = pairs[text[0] ?? ''];
  if (close === undefined || !text.endsWith(close) || text.length < 2) return text;
  const inner = text.slice(1, -1);
  // `(A) Film (B)` is not wrapped: inside, a bracket would close before it opened.
  let depth = 0;
  for (const ch of inner) {
    if (ch === text[0]) depth++;
    else if (ch === close && --depth < 0) return text;
  }
  return depth === 0 ? inner.trim() : text;
}

/**
 * The release name from the part of a subject before the file name, once counters and size notes
 * are blanked: `yEnc`, web-address spam, bracketed posting noise (`[1234]`, `[FULL]`,
 * `[#a.b.teevee@EFNet]`, `[www.site.to]`) and edge separators go; German tags, umlauts and
 * bracketed parts of the name (`(2007)`, `[German]`) stay. A name written as a file name loses
 * its file ending, so all files of a post share it.
 */
export function cleanNamePart(raw: string): string {
  // Quotes are never part of a release name; a stray one is left over from a broken file-name quote.
  let text = raw.replace(/"/g, ' ').replace(YENC, ' ').replace(AUTORARPAR, ' ').replace(URL, ' ');
  text = dropNoiseGroups(text).replace(/\s+/g, ' ').replace(SPACED_DASHES, ' - ');
  for (let i = 0; i < 3; i++) {
    const before = text;
    text = unwrap(trimSeparators(text));
    if (text === before) break;
  }
  if (hasKnownExtension(text)) text = fileBaseName(text);
  return text;
}
