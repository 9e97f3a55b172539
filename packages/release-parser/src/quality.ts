/**
 * Video quality vocabulary: resolution, source, codec, HDR, bit depth and
 * streaming service. Values are the canonical names documented in README.md.
 */
import { Kind, Weight, tag } from './tags';
import type { Resolution } from './types';
import type { Tag, TagEntries } from './tags';

const S = Weight.Strong;
const W = Weight.Weak;

const RESOLUTION_2160P: Tag = tag(Kind.Resolution, '2160p', S);

/** One tag per resolution, shared by the vocabulary and by frame sizes ("1920x1080"). */
export const RESOLUTION_TAGS: Readonly<Record<Resolution, Tag>> = {
  '2160p': RESOLUTION_2160P,
  '1080p': tag(Kind.Resolution, '1080p', S),
  '720p': tag(Kind.Resolution, '720p', S),
  '576p': tag(Kind.Resolution, '576p', S),
  '480p': tag(Kind.Resolution, '480p', S),
};

export const RESOLUTION_ENTRIES: TagEntries = [
  ['2160p|4k|uhd|4kuhd|uhd 4k|2160i', RESOLUTION_2160P],
  ['1080p|1080i|fhd|m1080p|1080p60|1080p50', RESOLUTION_TAGS['1080p']],
  ['720p|720i|m720p|720p60|720p50', RESOLUTION_TAGS['720p']],
  ['576p|576i', RESOLUTION_TAGS['576p']],
  ['480p|480i', RESOLUTION_TAGS['480p']],
  // Resolutions outside the Resolution type still end the title.
  ['4320p|8k|1440p|540p|360p|240p', tag(Kind.Misc, 'resolution', S)],
];

/** "1920x1080" style frame sizes → resolution by height. */
export function resolutionFromHeight(height: number): Resolution | null {
  if (height >= 2000) return '2160p';
  if (height >= 1000) return '1080p';
  if (height >= 700) return '720p';
  if (height >= 560) return '576p';
  if (height >= 470) return '480p';
  return null;
}

const REMUX = tag(Kind.Remux, 'remux', S);
const DISC = tag(Kind.Disc, 'disc', W);
const BLURAY = tag(Kind.Source, 'BluRay', S);
const BLURAY_DISC = tag(Kind.Source, 'BluRay', S, DISC);
const UHD_BLURAY = tag(Kind.Source, 'UHD BluRay', S, RESOLUTION_2160P);
const DVD_DISC = tag(Kind.Source, 'DVD', S, DISC);

/** The value given to a bare "WEB" token; music releases later rename it to plain 'WEB'. */
export const BARE_WEB_SOURCE = tag(Kind.Source, 'WEB-DL', W);

const HINT_SD = tag(Kind.ResolutionHint, '480p', W);
const HINT_HD = tag(Kind.ResolutionHint, '720p', W);
const HINT_UHD = tag(Kind.ResolutionHint, '2160p', W);

/**
 * German scene names of the 2010s glue the shop to the quality class:
 * "AmazonHD", "NetflixUHD", "DisneyHD". The source is WEB-DL, the shop the
 * streaming service, and SD/HD/UHD the class when no resolution is named.
 */
function shopEntries(prefixes: string, service: string): TagEntries {
  const entries: Array<readonly [string, Tag]> = [];
  for (const [suffix, hint] of [
    ['sd', HINT_SD],
    ['hd', HINT_HD],
    ['uhd', HINT_UHD],
  ] as const) {
    const phrases = prefixes
      .split('|')
      .map((prefix) => `${prefix}${suffix}`)
      .join('|');
    entries.push([phrases, tag(Kind.Source, 'WEB-DL', S, tag(Kind.Streaming, service, W, hint))]);
  }
  return entries;
}

export const SOURCE_ENTRIES: TagEntries = [
  [
    'bluray|blu ray|blurayrip|bluray rip|blu ray rip|blurayhd|bluray hd|blueray|bdmux|m bluray|mbluray',
    BLURAY,
  ],
  // Full-disc images: the whole disc, not an encode.
  ['bdmv|bd25|bd50|bd66|bd100|bdiso|brdisk|br disk|bd5|bd9', BLURAY_DISC],
  // Bare "BD" is short enough to be a title word.
  ['bd', tag(Kind.Source, 'BluRay', W)],
  ['uhd bluray|uhd blu ray|uhdbluray|uhdbd|uhd bd|4k bluray|4k uhd bluray', UHD_BLURAY],
  // UHD2BD: a UHD disc brought down to Blu-ray resolution.
  ['uhd2bd', BLURAY],
  ['bdremux|bd remux|blurayremux|bluray remux|blu ray remux', tag(Kind.Source, 'BluRay', S, REMUX)],
  ['uhdremux|uhd remux|uhd bluray remux|uhdbdremux', tag(Kind.Source, 'UHD BluRay', S, REMUX)],
  ['bdrip|bd rip|brrip|br rip|bdrip1080p|bdrip720p', tag(Kind.Source, 'BDRip', S)],
  ['uhdbdrip|uhd bdrip|uhdrip|uhd rip', tag(Kind.Source, 'BDRip', S, RESOLUTION_2160P)],
  ['web', BARE_WEB_SOURCE],
  ['webdl|web dl|webhd|web hd|webdlrip|web dlrip|webdlmux|web dlmux', tag(Kind.Source, 'WEB-DL', S)],
  ['webrip|web rip|webrip1080p|webrip720p|webmux|webcap', tag(Kind.Source, 'WEBRip', S)],
  ...shopEntries('amazon|amzn', 'Amazon'),
  ...shopEntries('netflix|nf', 'Netflix'),
  ...shopEntries('itunes', 'iTunes'),
  ...shopEntries('maxdome', 'maxdome'),
  ...shopEntries('disney|disneyplus|dsnp', 'Disney+'),
  ...shopEntries('hbomax|hbo|hmax', 'HBO Max'),
  ...shopEntries('appletv|atvp', 'Apple TV+'),
  ...shopEntries('sky|skyq', 'Sky'),
  ...shopEntries('joyn', 'Joyn'),
  ...shopEntries('magenta|magentatv', 'MagentaTV'),
  ...shopEntries('paramount|pmtp', 'Paramount+'),
  // Every broadcast capture is 'HDTV' (the resolution field tells SD from HD).
  [
    'hdtv|hdtvrip|hdtv rip|ahdtv|hdtv1080p|hdtv720p|pdtv|sdtv|dsr|dsrip|dthrip|tvrip|tv rip|satrip|dvbrip|dvb|dvbt|iptvrip|ws dsr|ws pdtv',
    tag(Kind.Source, 'HDTV', S),
  ],
  // Spelled apart, "HD TV" and "SD TV" name the class too; "HR.WS" is a high-resolution PDTV capture.
  ['hd tv', tag(Kind.Source, 'HDTV', S, HINT_HD)],
  ['sd tv', tag(Kind.Source, 'HDTV', S, HINT_SD)],
  ['hr ws', tag(Kind.ResolutionHint, '720p', W)],
  ['rawhd|raw hd', tag(Kind.Source, 'HDTV', S, tag(Kind.RawHd, 'rawhd', S))],
  ['dvd|ntsc dvd|pal dvd', tag(Kind.Source, 'DVD', S)],
  // DVD images: DVD-R, single and double layer, several discs, music DVDs.
  ['dvdr|dvd r|dvd5|dvd9|dvdfull|2xdvd9|2xdvd5|3xdvd9|mdvdr|mdvd9|mdvd5|dvdiso|dvd iso|video ts', DVD_DISC],
  ['dvdrip|dvd rip|dvdmux|xvidvd', tag(Kind.Source, 'DVDRip', S)],
  ['hdrip|hd rip|hdlight', tag(Kind.Source, 'HDRip', S)],
  ['hddvd|hd dvd|hddvdrip', tag(Kind.Source, 'HD-DVD', S)],
  // The bare short forms are weak (title words); the long forms are unambiguous.
  ['cam', tag(Kind.Source, 'CAM', W)],
  ['camrip|cam rip|hdcam|hd cam|hqcam|hdcamrip|hd camrip|newcam|new cam|camhd', tag(Kind.Source, 'CAM', S)],
  ['ts', tag(Kind.Source, 'TS', W)],
  [
    'telesync|telesynch|hdts|hd ts|hdtsrip|pdvd|predvd|predvdrip|pre dvdrip|tsrip|ts rip|hdtelesync',
    tag(Kind.Source, 'TS', S),
  ],
  ['tc', tag(Kind.Source, 'TC', W)],
  ['telecine|hdtc|hd tc|tcrip', tag(Kind.Source, 'TC', S)],
  ['scr|screener', tag(Kind.Source, 'SCR', W)],
  ['dvdscr|dvdscreener|dvd scr|bdscr|webscr|hdscr', tag(Kind.Source, 'SCR', S)],
  ['r5|r6', tag(Kind.Source, 'R5', S)],
  ['vhs|vhsrip', tag(Kind.Source, 'VHS', S)],
  ['workprint', tag(Kind.Source, 'Workprint', S)],
  ['wp', tag(Kind.Source, 'Workprint', W)],
  ['ppv|ppvrip', tag(Kind.Source, 'PPV', S)],
  ['laserdisc|ldrip', tag(Kind.Source, 'LaserDisc', S)],
  ['remux', REMUX],
  // "ISO" names a disc image; as a word it is weak (it only ends a title before a strong tag).
  ['iso', DISC],
];

/** Codec names that name the format on a disc (AVC, VC-1, MPEG-2, HEVC) rather than an encoder. */
const FORMAT_H264 = tag(Kind.VideoCodec, 'H.264', S);
const FORMAT_H265 = tag(Kind.VideoCodec, 'H.265', S);
const FORMAT_VC1 = tag(Kind.VideoCodec, 'VC-1', S);
const FORMAT_MPEG2 = tag(Kind.VideoCodec, 'MPEG-2', S);
export const FORMAT_CODECS: ReadonlySet<Tag> = new Set([FORMAT_H264, FORMAT_H265, FORMAT_VC1, FORMAT_MPEG2]);

export const VIDEO_CODEC_ENTRIES: TagEntries = [
  ['x264|x 264', tag(Kind.VideoCodec, 'x264', S)],
  ['x265|x 265', tag(Kind.VideoCodec, 'x265', S)],
  ['h264|h 264|h264 avc', tag(Kind.VideoCodec, 'H.264', S)],
  ['avc|avc1', FORMAT_H264],
  ['h265|h 265|h265 hevc', tag(Kind.VideoCodec, 'H.265', S)],
  ['hevc|hevc10', FORMAT_H265],
  ['av1', tag(Kind.VideoCodec, 'AV1', S)],
  ['vp9', tag(Kind.VideoCodec, 'VP9', S)],
  ['xvid|xvidhd|x vid', tag(Kind.VideoCodec, 'XviD', S)],
  ['divx|divx5|divx6', tag(Kind.VideoCodec, 'DivX', S)],
  ['vc1|vc 1', FORMAT_VC1],
  ['mpeg2|mpeg 2', FORMAT_MPEG2],
  ['mpeg4', tag(Kind.VideoCodec, 'MPEG-4', S)],
];

export const HDR_ENTRIES: TagEntries = [
  ['hdr', tag(Kind.Hdr, 'HDR', S)],
  ['hdr10|hdr 10', tag(Kind.Hdr, 'HDR10', S)],
  ['hdr10+|hdr10plus|hdr10 plus|hdr10p|hdr+|hdrplus', tag(Kind.Hdr, 'HDR10+', S)],
  // DV is short and also a camcorder tag in old names, so it does not end a title by itself.
  ['dv|dovi|dolby vision|dolbyvision|dolby vision hdr', tag(Kind.Hdr, 'DV', W)],
  ['hlg', tag(Kind.Hdr, 'HLG', S)],
  ['sdr', tag(Kind.Misc, 'sdr', S)],
];

export const BIT_DEPTH_ENTRIES: TagEntries = [
  ['10bit|10 bit|hi10|hi10p|10bits', tag(Kind.BitDepth, '10', S, undefined, 10)],
  ['8bit|8 bit', tag(Kind.BitDepth, '8', S, undefined, 8)],
  ['12bit|12 bit', tag(Kind.BitDepth, '12', S, undefined, 12)],
];

export const STREAMING_ENTRIES: TagEntries = [
  ['amzn|amazon', tag(Kind.Streaming, 'Amazon', W)],
  ['nf|netflix', tag(Kind.Streaming, 'Netflix', W)],
  ['dsnp|dsny|dnsp|disney+', tag(Kind.Streaming, 'Disney+', W)],
  ['atvp|atv+|aptv', tag(Kind.Streaming, 'Apple TV+', W)],
  ['hmax|hbomax', tag(Kind.Streaming, 'HBO Max', W)],
  ['hulu', tag(Kind.Streaming, 'Hulu', W)],
  ['pcok', tag(Kind.Streaming, 'Peacock', W)],
  ['pmtp', tag(Kind.Streaming, 'Paramount+', W)],
  ['stan', tag(Kind.Streaming, 'Stan', W)],
  ['crav', tag(Kind.Streaming, 'Crave', W)],
  ['cr', tag(Kind.Streaming, 'Crunchyroll', W)],
  ['funi', tag(Kind.Streaming, 'Funimation', W)],
  ['sho', tag(Kind.Streaming, 'Showtime', W)],
  ['roku', tag(Kind.Streaming, 'Roku', W)],
  ['mubi', tag(Kind.Streaming, 'MUBI', W)],
  ['joyn', tag(Kind.Streaming, 'Joyn', W)],
  ['rtlp|rtl+', tag(Kind.Streaming, 'RTL+', W)],
  ['tvnow', tag(Kind.Streaming, 'TVNOW', W)],
  ['mgnt|magenta', tag(Kind.Streaming, 'MagentaTV', W)],
];

/** The case-sensitive iTunes tag "iT" (lower-case "it" is an English word). */
export const ITUNES: Tag = tag(Kind.Streaming, 'iTunes', W);

/** "Complete Series": a pack of every season. */
const COMPLETE_SERIES: Tag = tag(Kind.Complete, 'series', W);

export const SCENE_FLAG_ENTRIES: TagEntries = [
  ['proper|real proper', tag(Kind.Proper, 'proper', W)],
  ['repack|rerip|real repack|repacked', tag(Kind.Repack, 'repack', W)],
  ['internal|int', tag(Kind.Internal, 'internal', W)],
  ['complete|completa|komplett|komplette|die komplette|complete season', tag(Kind.Complete, 'complete', W)],
  ['complete series|complete serie|komplette serie|die komplette serie', COMPLETE_SERIES],
  ['hybrid', tag(Kind.Hybrid, 'hybrid', W)],
  [
    'extras|extra|subpack|sub pack|subs pack|subspack|bonus|bonus disc|bonusdisc|featurettes|bonusmaterial|bonus material',
    tag(Kind.SeasonExtras, 'extras', W),
  ],
  [
    'read nfo|readnfo|nfofix|dirfix|subfix|syncfix|samplefix|prooffix|audiofix|nfo|dupe|retail|festival|stv|' +
      'ws|fs|pal|ntsc|secam|3d|sbs|hsbs|half sbs|ou|hou|docu|doku|dokumentation|xxx|anime|repost|synced|sync',
    tag(Kind.Misc, 'scene', W),
  ],
];
