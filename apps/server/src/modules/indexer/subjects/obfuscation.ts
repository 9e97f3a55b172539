const MIN_RANDOM = 16;
const VOWELS = /[aeiouyäöü]/i;
// Marks of a release name glued without separators (`TatortS01E01German720p`): structure, not noise.
const RELEASE_MARKS = /s\d{1,2}e\d{1,3}|\d{3,4}p|[xh]\.?26[45]|german|bluray|web/i;

function isHex(token: string): boolean {
  return /^[0-9a-f]+$/i.test(token) && /\d/.test(token);
}

/** Counts what random strings have many of and words have few of: digit runs, case flips, vowels. */
function tokenLooksRandom(token: string): boolean {
  if (token.length < MIN_RANDOM || !/^[A-Za-z0-9]+$/.test(token)) return false;
  if (/^\d+$/.test(token) || isHex(token)) return true;
  if (RELEASE_MARKS.test(token)) return false;
  const digitRuns = token.match(/\d+/g)?.length ?? 0;
  const letters = token.replace(/\d/g, '');
  // Base62: digits scattered between letters (`Xk9fQ2mZ7pL4`), unlike a word with a year after it.
  if (digitRuns >= 2 && letters.length >= 4) return true;
  let flips = 0;
  let vowels = 0;
  for (let i = 0; i < letters.length; i++) {
    if (VOWELS.test(letters[i]!)) vowels++;
    if (
      i > 0 &&
      (letters[i] === letters[i]!.toUpperCase()) !== (letters[i - 1] === letters[i - 1]!.toUpperCase())
    )
      flips++;
  }
  // Letters only: random case and few vowels (a CamelCase title flips twice per word and has ~40 % vowels).
  return flips / Math.max(1, letters.length - 1) > 0.35 && vowels / letters.length < 0.3;
}

/**
 * Whether a name is only a random string (hex or base62-like, 16+ characters, no word structure):
 * what obfuscated posts carry instead of the release name, which then has to come from the PAR2
 * or NFO inside. Dotted names with words (`Der.Film.2020.German`) never are; a UUID-like name of
 * hex groups (`0f3a…-9b2c…`) is.
 */
export function looksRandom(name: string): boolean {
  const tokens = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (tokens.length === 0) return false;
  if (tokens.length === 1) return tokenLooksRandom(tokens[0]!);
  const joined = tokens.join('');
  return joined.length >= MIN_RANDOM && tokens.every((t) => isHex(t) || /^\d+$/.test(t));
}
