/** What a posted file is, as far as its name tells: what the indexer counts, checks and reads. */
export type FileKind =
  | 'rar'
  | 'rar-volume'
  | '7z'
  | '7z-volume'
  | 'zip'
  | 'par2-index'
  | 'par2-volume'
  | 'nfo'
  | 'sfv'
  | 'nzb'
  | 'video'
  | 'audio'
  | 'other';

export interface FileFacts {
  kind: FileKind;
  /** The volume's number as written (`.part01.rar` 1, `.r00` 0, `.7z.001` 1, `.vol03+04.par2` 3), else null. */
  volumeNumber: number | null;
}

// `.ts` counts as a video extension only in lower case: `TS` in capitals is the TeleSync source tag
// that ends many release names (`Film.2024.German.TS`), and must not be cut off as an extension.
const VIDEO = /\.(?:mkv|mp4|avi|m2ts|m4v|wmv|mpe?g|mov|webm|vob|divx|ogm|flv)$|\.ts$/i;
const VIDEO_TS_UPPER = /\.ts$/i;
const AUDIO = /\.(?:mp3|flac|m4a|m4b|aac|ogg|oga|opus|wav|wma|ape|wv|mka)$/i;
// Files that come beside a release and end in an extension, but carry nothing the kinds above name.
const OTHER =
  /\.(?:srr|srs|rev|jpe?g|png|gif|txt|diz|url|srt|sub|idx|ass|ssa|iso|img|bin|cue|epub|pdf|mobi|exe|cbr|cbz)$/i;

const PAR2_VOLUME = /\.vol(\d{1,6})[+-]\d{1,6}\.par2$/i;
const PAR2 = /\.par2$/i;
const RAR_PART = /\.part(\d{1,5})\.rar$/i;
const RAR = /\.rar$/i;
const RAR_OLD_VOLUME = /\.r(\d{2,3})$/i;
const SEVEN_ZIP_VOLUME = /\.7z\.(\d{3,4})$/i;
const SEVEN_ZIP = /\.7z$/i;
const ZIP = /\.zip$/i;
const ZIP_VOLUME = /\.z(\d{2,3})$/i;
const NFO = /\.nfo$/i;
const SFV = /\.sfv$/i;
const NZB = /\.nzb(?:\.gz)?$/i;
// `Film.mkv.001`: a file cut into pieces without an archive (HJSplit and the like). Three digits
// only, so a year ending a name (`Film.2007`) is never a piece number.
const SPLIT = /\.(\d{3})$/;

function number(match: RegExpMatchArray): number {
  return parseInt(match[1]!, 10);
}

function isVideo(name: string): boolean {
  if (!VIDEO.test(name)) return false;
  return !VIDEO_TS_UPPER.test(name) || name.endsWith('.ts');
}

/** The kind and volume number a file name says. */
export function fileFacts(fileName: string): FileFacts {
  const name = fileName.trim();
  let m: RegExpMatchArray | null;
  if ((m = name.match(PAR2_VOLUME))) return { kind: 'par2-volume', volumeNumber: number(m) };
  if (PAR2.test(name)) return { kind: 'par2-index', volumeNumber: null };
  if ((m = name.match(RAR_PART))) return { kind: 'rar-volume', volumeNumber: number(m) };
  if (RAR.test(name)) return { kind: 'rar', volumeNumber: null };
  if ((m = name.match(RAR_OLD_VOLUME))) return { kind: 'rar-volume', volumeNumber: number(m) };
  if ((m = name.match(SEVEN_ZIP_VOLUME))) return { kind: '7z-volume', volumeNumber: number(m) };
  if (SEVEN_ZIP.test(name)) return { kind: '7z', volumeNumber: null };
  if (ZIP.test(name)) return { kind: 'zip', volumeNumber: null };
  if ((m = name.match(ZIP_VOLUME))) return { kind: 'zip', volumeNumber: number(m) };
  if (NFO.test(name)) return { kind: 'nfo', volumeNumber: null };
  if (SFV.test(name)) return { kind: 'sfv', volumeNumber: null };
  if (NZB.test(name)) return { kind: 'nzb', volumeNumber: null };
  if ((m = name.match(SPLIT))) return { kind: 'other', volumeNumber: number(m) };
  if (isVideo(name)) return { kind: 'video', volumeNumber: null };
  if (AUDIO.test(name)) return { kind: 'audio', volumeNumber: null };
  return { kind: 'other', volumeNumber: null };
}

/** Suffixes that only a file of a set has, never the release: volume, archive, checksum and media endings. */
const SET_SUFFIXES = [
  PAR2_VOLUME,
  PAR2,
  RAR_PART,
  RAR,
  RAR_OLD_VOLUME,
  SEVEN_ZIP_VOLUME,
  SEVEN_ZIP,
  ZIP,
  ZIP_VOLUME,
];
const SINGLE_SUFFIXES = [NFO, SFV, NZB, AUDIO, OTHER];
// A sample or proof is part of the release it shows (`Film-sample.mkv`, `Film.proof.jpg`).
const SAMPLE = /[-._](?:sample|proof)$/i;

function stripVideo(name: string): string {
  return isVideo(name) ? name.slice(0, name.lastIndexOf('.')) : name;
}

/** Removes one known ending; returns the name unchanged when it has none. */
function stripOne(name: string): { rest: string; wraps: boolean } {
  for (const suffix of SET_SUFFIXES) {
    const m = name.match(suffix);
    // A PAR2 file of a single file keeps that file's name inside (`Film.mkv.vol00+01.par2`).
    if (m) return { rest: name.slice(0, m.index), wraps: suffix === PAR2_VOLUME || suffix === PAR2 };
  }
  const split = name.match(SPLIT);
  if (split) return { rest: name.slice(0, split.index), wraps: true };
  const video = stripVideo(name);
  if (video !== name) return { rest: video, wraps: false };
  for (const suffix of SINGLE_SUFFIXES) {
    const m = name.match(suffix);
    if (m) return { rest: name.slice(0, m.index), wraps: false };
  }
  return { rest: name, wraps: false };
}

/**
 * Whether the name ends in an ending this grammar knows (used to spot unquoted file names and
 * names written as file names). A bare `.001` counts only after a known ending (`Film.mkv.001`):
 * alone it may be an episode number ending a name (`Show.Folge.101`).
 */
export function hasKnownExtension(name: string): boolean {
  const { rest, wraps } = stripOne(name);
  if (rest === name) return false;
  if (wraps && SPLIT.test(name)) return stripOne(rest).rest !== rest;
  return true;
}

/**
 * The name all files of one release share: the file name without folder, volume, archive, PAR2
 * and media endings (`Film.part01.rar`, `Film.r00`, `Film.7z.001`, `Film.vol03+04.par2`,
 * `Film.mkv.par2`, `Film.mkv.001`, `Film-sample.mkv` → `Film`). Only endings this grammar knows
 * are cut, so the dotted words of a release name (`x264-GRP`, `German.TS`) stay.
 */
export function fileBaseName(fileName: string): string {
  let name = fileName.trim();
  const slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
  if (slash >= 0) name = name.slice(slash + 1);
  const first = stripOne(name);
  name = first.rest;
  if (first.wraps) name = stripOne(name).rest;
  name = name.replace(SAMPLE, '');
  return name.replace(/[\s.]+$/, '').trim();
}
