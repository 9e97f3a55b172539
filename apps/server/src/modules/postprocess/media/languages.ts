/*
 * ISO 639 language codes as container headers carry them (ISO 639-1 "de",
 * 639-2/T "deu", 639-2/B "ger", BCP 47 "de-DE") to the English names
 * Sonarr, Radarr and Prowlarr match a Newznab `language` value against (their
 * IsoLanguages table: English name, compared case-insensitively).
 */

// [ISO 639-1, ISO 639-2/T, ISO 639-2/B when it differs, English name]
const TABLE: [string, string, string | null, string][] = [
  ['de', 'deu', 'ger', 'German'],
  ['en', 'eng', null, 'English'],
  ['fr', 'fra', 'fre', 'French'],
  ['es', 'spa', null, 'Spanish'],
  ['it', 'ita', null, 'Italian'],
  ['nl', 'nld', 'dut', 'Dutch'],
  ['da', 'dan', null, 'Danish'],
  ['sv', 'swe', null, 'Swedish'],
  ['no', 'nor', null, 'Norwegian'],
  ['nb', 'nob', null, 'Norwegian'],
  ['nn', 'nno', null, 'Norwegian'],
  ['fi', 'fin', null, 'Finnish'],
  ['is', 'isl', 'ice', 'Icelandic'],
  ['pl', 'pol', null, 'Polish'],
  ['cs', 'ces', 'cze', 'Czech'],
  ['sk', 'slk', 'slo', 'Slovak'],
  ['hu', 'hun', null, 'Hungarian'],
  ['ro', 'ron', 'rum', 'Romanian'],
  ['bg', 'bul', null, 'Bulgarian'],
  ['hr', 'hrv', null, 'Croatian'],
  ['sr', 'srp', null, 'Serbian'],
  ['bs', 'bos', null, 'Bosnian'],
  ['sl', 'slv', null, 'Slovenian'],
  ['mk', 'mkd', 'mac', 'Macedonian'],
  ['sq', 'sqi', 'alb', 'Albanian'],
  ['el', 'ell', 'gre', 'Greek'],
  ['tr', 'tur', null, 'Turkish'],
  ['ru', 'rus', null, 'Russian'],
  ['uk', 'ukr', null, 'Ukrainian'],
  ['lt', 'lit', null, 'Lithuanian'],
  ['lv', 'lav', null, 'Latvian'],
  ['et', 'est', null, 'Estonian'],
  ['pt', 'por', null, 'Portuguese'],
  ['ca', 'cat', null, 'Catalan'],
  ['he', 'heb', null, 'Hebrew'],
  ['ar', 'ara', null, 'Arabic'],
  ['fa', 'fas', 'per', 'Persian'],
  ['hi', 'hin', null, 'Hindi'],
  ['bn', 'ben', null, 'Bengali'],
  ['ta', 'tam', null, 'Tamil'],
  ['te', 'tel', null, 'Telugu'],
  ['ml', 'mal', null, 'Malayalam'],
  ['kn', 'kan', null, 'Kannada'],
  ['mr', 'mar', null, 'Marathi'],
  ['ur', 'urd', null, 'Urdu'],
  ['th', 'tha', null, 'Thai'],
  ['vi', 'vie', null, 'Vietnamese'],
  ['id', 'ind', null, 'Indonesian'],
  ['ms', 'msa', 'may', 'Malay'],
  ['tl', 'tgl', null, 'Tagalog'],
  ['zh', 'zho', 'chi', 'Chinese'],
  ['ja', 'jpn', null, 'Japanese'],
  ['ko', 'kor', null, 'Korean'],
  ['ka', 'kat', 'geo', 'Georgian'],
  ['af', 'afr', null, 'Afrikaans'],
  ['lb', 'ltz', null, 'Luxembourgish'],
  ['ga', 'gle', null, 'Irish'],
  ['cy', 'cym', 'wel', 'Welsh'],
  ['la', 'lat', null, 'Latin'],
];

const BY_CODE = new Map<string, string>();
const NAMES = new Map<string, string>();
for (const [one, two, bibliographic, name] of TABLE) {
  BY_CODE.set(one, name);
  BY_CODE.set(two, name);
  if (bibliographic) BY_CODE.set(bibliographic, name);
  NAMES.set(name.toLowerCase(), name);
}
// Chinese dialects the container may name on their own (ISO 639-3).
BY_CODE.set('cmn', 'Chinese').set('yue', 'Chinese');

// "Undetermined", "multiple", "no linguistic content", "uncoded" and the private-use range qaa–qtz.
const NO_LANGUAGE = /^(und|mul|zxx|mis|q[a-t][a-z])$/;

/**
 * The English name of a language tag, or null when it names none the clients
 * know (und, private use, an unknown code). Brazilian Portuguese and Latin
 * American Spanish are separate languages for the clients.
 */
export function languageName(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const normalized = tag.trim().toLowerCase().replace(/_/g, '-');
  const [primary = '', region] = normalized.split('-');
  if (NO_LANGUAGE.test(primary)) return null;
  if (primary === 'pt' && region === 'br') return 'Portuguese (Brazil)';
  if ((primary === 'es' || primary === 'spa') && region && /^(419|mx|ar|co|cl|pe|ve|la)$/.test(region)) {
    return 'Spanish (Latino)';
  }
  return BY_CODE.get(primary) ?? NAMES.get(normalized) ?? null;
}
