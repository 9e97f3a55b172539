/**
 * Music vocabulary. Scene music names look like "Artist-Album-2023-WEB-FLAC-GRP":
 * '-' separates fields and '_' replaces spaces, so the title splits into
 * artist and album at the dashes.
 */
import { Kind, Weight, tag } from './tags';
import type { TagEntries } from './tags';

const S = Weight.Strong;
const W = Weight.Weak;

export const MUSIC_MARKER = tag(Kind.MusicMarker, 'music', S);

export const MUSIC_ENTRIES: TagEntries = [
  ['vbr|cbr|v0|v1|v2|apx|aps|kbps|kbit|lossless|hi res|hires', MUSIC_MARKER],
  ['discography|discografie|diskografie|discografia|discographie', MUSIC_MARKER],
  ['cdda|cdm|cds|cdr|maxi cd|cd maxi|cdep|cd single', MUSIC_MARKER],
  ['web flac|webflac', tag(Kind.Source, 'WEB', S, tag(Kind.Audio, 'FLAC', S, MUSIC_MARKER))],
  ['cd', tag(Kind.Source, 'CD', W)],
  ['vinyl|vinylrip|vinyl rip|vls|lp vinyl', tag(Kind.Source, 'Vinyl', S, MUSIC_MARKER)],
  ['sacd|sacdrip', tag(Kind.Source, 'SACD', S, MUSIC_MARKER)],
  ['ost|soundtrack', tag(Kind.Misc, 'ost', W)],
  // Sample depths only lossless music uses (video says 8/10/12bit).
  ['24bit|24 bit', tag(Kind.BitDepth, '24', S, MUSIC_MARKER, 24)],
  ['16bit|16 bit', tag(Kind.BitDepth, '16', S, MUSIC_MARKER, 16)],
  ['bootleg|promo', tag(Kind.Misc, 'music', W)],
];

/** Bit depths that only occur in lossless music (24bit), as opposed to video (10bit). */
export const MUSIC_BIT_DEPTHS = new Set([16, 24, 32]);

/** Splits the title segments of a music release into artist and album. */
export function splitArtistAlbum(segments: string[]): { artist: string | null; album: string | null } {
  const artist = segments[0] ?? null;
  if (segments.length < 2) return { artist, album: null };
  return { artist, album: segments.slice(1).join(' - ') };
}
