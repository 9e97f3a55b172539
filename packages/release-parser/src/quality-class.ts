/**
 * The quality class: the stated resolution or the one the source implies, and
 * whether the video is a remux, a full disc, a raw capture or an encode. The
 * inference follows the download tools (Sonarr, Radarr), so the Newznab
 * category and the attributes clients read agree with what they would decide.
 */
import type { ReleaseFacts } from './facts';
import type { QualityClass, QualityModifier, Resolution } from './types';

/** Sources read from a disc: an encode of them is 'encode', the untouched disc 'disc'. */
const DISC_SOURCES = new Set(['BluRay', 'UHD BluRay', 'HD-DVD']);
const DISC_RIPS = new Set(['BDRip', 'DVDRip']);

/** Sources whose class is SD when the name states no resolution. */
const SD_SOURCES = new Set([
  'HDTV',
  'WEB-DL',
  'WEBRip',
  'BDRip',
  'DVDRip',
  'DVD',
  'HDRip',
  'SCR',
  'R5',
  'VHS',
  'PPV',
  'LaserDisc',
]);

/** File types the download tools read as SD video when nothing else says more. */
const SD_EXTENSIONS = new Set([
  'avi',
  'xvid',
  'divx',
  'mp4',
  'm4v',
  'wmv',
  'mpg',
  'mpeg',
  'mov',
  'flv',
  'ogm',
  'webm',
  'vob',
]);

/** Encoders that only ever made SD video. */
const SD_ENCODERS = new Set(['XviD', 'DivX']);

function modifierOf(facts: ReleaseFacts, source: string | null): QualityModifier | null {
  if (facts.remux) return 'remux';
  if (source === 'DVD') return facts.encoder ? 'encode' : 'disc';
  if (source !== null && DISC_SOURCES.has(source)) {
    if (!facts.encoder && (facts.disc || facts.formatCodec || facts.complete)) return 'disc';
    return 'encode';
  }
  if (source !== null && DISC_RIPS.has(source)) return 'encode';
  if (facts.rawHd || (facts.videoCodec === 'MPEG-2' && (source === null || source === 'HDTV')))
    return 'rawhd';
  return null;
}

function inferredResolution(
  facts: ReleaseFacts,
  source: string | null,
  modifier: QualityModifier | null,
  extension: string | null,
): Resolution | null {
  if (facts.resolutionHint !== null) return facts.resolutionHint;
  const sdEncoder = facts.videoCodec !== null && SD_ENCODERS.has(facts.videoCodec);
  if (source === 'UHD BluRay') return '2160p';
  if (source !== null && DISC_SOURCES.has(source)) {
    if (sdEncoder) return '480p';
    return modifier === 'encode' ? '720p' : '1080p';
  }
  if (modifier === 'remux' || modifier === 'rawhd') return '1080p';
  if (source !== null) return SD_SOURCES.has(source) ? '480p' : null;
  if (sdEncoder || facts.videoCodec === 'x264') return '480p';
  if (extension !== null && SD_EXTENSIONS.has(extension)) return '480p';
  return null;
}

/** The quality class of a video release; music and unreadable names get an empty class. */
export function qualityClass(
  facts: ReleaseFacts,
  source: string | null,
  extension: string | null,
  isMusic: boolean,
): QualityClass {
  if (isMusic) return { resolution: null, resolutionInferred: false, modifier: null };
  const modifier = modifierOf(facts, source);
  if (facts.resolution !== null) return { resolution: facts.resolution, resolutionInferred: false, modifier };
  const resolution = inferredResolution(facts, source, modifier, extension);
  return { resolution, resolutionInferred: resolution !== null, modifier };
}
