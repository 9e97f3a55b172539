/**
 * Language vocabulary. German comes first because NZBKino is a German indexer:
 * the German scene marks audio with GERMAN, GERMAN.DL, GERMAN.ML, GERMAN.DUBBED
 * and subtitles with GERMAN.SUBBED — the same word means audio or subtitles
 * depending on its neighbour, which the parser resolves (see parser.ts).
 */
import { Kind, Weight, tag } from './tags';
import type { TagEntries } from './tags';

/**
 * ISO 639-1 code → lower-case aliases. Two-letter aliases that are common words
 * ("it", "no", "se", "da") are left out on purpose: they are either never used
 * as language tags or mean something else (iT = iTunes, SE = Special Edition).
 */
const LANGUAGE_ALIASES: Record<string, string> = {
  de: 'german|ger|deu|deutsch|de|swissgerman|swiss german|schweizerdeutsch',
  en: 'english|eng|en|ingles|inglés',
  fr: 'french|fre|fra|fr|vff|vfq|vfi|vf|vf2|truefrench',
  es: 'spanish|spa|esp|es|castellano|castilian|espanol|español|latino',
  it: 'italian|ita',
  ja: 'japanese|jap|jpn|jp',
  ko: 'korean|kor|kr',
  zh: 'chinese|chi|chs|cht|mandarin|cantonese|zho',
  nl: 'dutch|nl|flemish|vlaams|nld',
  pl: 'polish|pol|pl',
  ru: 'russian|rus|ru',
  tr: 'turkish|tur|tr',
  sv: 'swedish|swe',
  da: 'danish|dan|dk',
  no: 'norwegian|nor',
  fi: 'finnish|fin|fi',
  pt: 'portuguese|por|pt|ptbr|pt br|brazilian',
  hi: 'hindi|hin',
  ta: 'tamil|tam',
  te: 'telugu',
  ar: 'arabic|ara',
  cs: 'czech|cze|cz',
  hu: 'hungarian|hun|hu',
  el: 'greek|gre',
  he: 'hebrew|heb',
  th: 'thai',
  vi: 'vietnamese|vie',
  uk: 'ukrainian|ukr',
  ro: 'romanian|rum|ron',
  bg: 'bulgarian|bul',
  hr: 'croatian|hrv',
  sr: 'serbian|srb',
  sk: 'slovak',
  sl: 'slovenian',
  fa: 'persian|farsi',
  is: 'icelandic',
  et: 'estonian',
  lt: 'lithuanian',
  lv: 'latvian',
  id: 'indonesian',
  ms: 'malay',
  ca: 'catalan',
  ml: 'malayalam',
  kn: 'kannada',
  bn: 'bengali',
  mr: 'marathi',
  pa: 'punjabi',
  ur: 'urdu',
  sq: 'albanian',
  mk: 'macedonian',
  bs: 'bosnian',
  ka: 'georgian',
  tl: 'tagalog|filipino',
  af: 'afrikaans',
};

/** Codes too short to stand alone as a language, but clear when glued: "RoDubbed", "ItaSub" … */
const GLUED_ONLY_ALIASES: Record<string, string> = {
  ro: 'ro',
  bg: 'bg',
  it: 'it',
  el: 'gr',
  uk: 'ua',
  sv: 'sw',
  vi: 'viet',
};

function buildLanguageEntries(): TagEntries {
  const entries: Array<readonly [string, ReturnType<typeof tag>]> = [];
  for (const [code, aliases] of Object.entries(LANGUAGE_ALIASES)) {
    entries.push([aliases, tag(Kind.Language, code, Weight.Weak)]);
  }
  entries.push([
    'dublado|dublagem',
    tag(Kind.Language, 'pt', Weight.Weak, tag(Kind.Dubbed, 'dubbed', Weight.Weak)),
  ]);
  entries.push([
    'dub pl|pl dub|dubpl|pllek|lekpl|pl lek',
    tag(Kind.Language, 'pl', Weight.Weak, tag(Kind.Dubbed, 'dubbed', Weight.Weak)),
  ]);
  // VOSTFR: original audio with French subtitles.
  entries.push(['vostfr|vost fr', tag(Kind.SubtitleLanguage, 'fr', Weight.Weak)]);
  // Glued forms: "GerSub", "NLSubs", "SubFrench" (subtitles); "GerDub", "HUNDUB", "RoDubbed" (dubbed
  // audio); "ENG.AUDIO" (audio).
  const dubbed = tag(Kind.Dubbed, 'dubbed', Weight.Weak);
  for (const [code, aliases] of Object.entries(LANGUAGE_ALIASES)) {
    const subtitles: string[] = [];
    const dubs: string[] = [];
    const audio: string[] = [];
    const glued = GLUED_ONLY_ALIASES[code];
    for (const alias of glued === undefined ? aliases.split('|') : [...aliases.split('|'), glued]) {
      if (alias.includes(' ')) continue;
      subtitles.push(`${alias}sub`, `${alias}subs`, `${alias}subbed`, `sub${alias}`);
      dubs.push(`${alias}dub`, `${alias}dubbed`);
      audio.push(`${alias} audio`, `${alias}audio`);
    }
    entries.push([subtitles.join('|'), tag(Kind.SubtitleLanguage, code, Weight.Weak)]);
    entries.push([dubs.join('|'), tag(Kind.Language, code, Weight.Weak, dubbed)]);
    entries.push([audio.join('|'), tag(Kind.Language, code, Weight.Weak)]);
  }
  return entries;
}

export const LANGUAGE_ENTRIES: TagEntries = buildLanguageEntries();

/** Tokens that say "the language next to me is a subtitle language". */
export const SUBTITLE_MARKER_ENTRIES: TagEntries = [
  [
    'sub|subs|subbed|subtitle|subtitles|subtitled|untertitel|ut|forced|forced subs',
    tag(Kind.SubtitleMarker, 'sub', Weight.Weak),
  ],
  [
    'multisub|multisubs|multi sub|multi subs|multiple subtitle|multiple subtitles',
    tag(Kind.MultiSubs, 'multi', Weight.Weak),
  ],
  ['hardsub|hardsubs|hc|hardcoded', tag(Kind.Misc, 'hardsub', Weight.Weak)],
];

/** Dual / multi language and dub markers. */
export const LANGUAGE_FLAG_ENTRIES: TagEntries = [
  // 'DL' only means dual language next to a language token; the parser checks that.
  ['dl', tag(Kind.DualLanguageMarker, 'dl', Weight.Weak)],
  ['dual|dual audio|dual language|dualaudio', tag(Kind.DualAudio, 'dual', Weight.Weak)],
  ['ml|multi|multi audio|multilang|multi lang|multilanguage', tag(Kind.Multi, 'multi', Weight.Weak)],
  ['dubbed|dub|line|line dubbed|mic dubbed|md|ld|mic|line audio', tag(Kind.Dubbed, 'dubbed', Weight.Weak)],
];

/** Puts German first, keeps the order of appearance otherwise. */
export function germanFirst(codes: string[]): string[] {
  const index = codes.indexOf('de');
  if (index > 0) {
    codes.splice(index, 1);
    codes.unshift('de');
  }
  return codes;
}
