/*
 * mediainfo's format names (its JSON fields Format, Format_Commercial_IfAny,
 * Format_AdditionalFeatures, CodecID, HDR_Format, transfer_characteristics) to
 * the short names scene releases and indexers use.
 */

export type Resolution = '4320p' | '2160p' | '1080p' | '720p' | '576p' | '480p' | '360p' | '240p';
export type HdrFormat = 'HDR10' | 'HDR10+' | 'Dolby Vision' | 'HLG';
export type Track = Record<string, unknown>;

export const field = (track: Track, name: string): string | null => {
  const value = track[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** The first number of a field; mediainfo joins alternatives with " / ". */
export const numberField = (track: Track, name: string): number | null => {
  const match = /^\d+/.exec(field(track, name) ?? '');
  return match ? Number(match[0]) : null;
};

export function videoCodec(track: Track): string | null {
  const format = field(track, 'Format');
  const codecId = (field(track, 'CodecID') ?? '').toUpperCase();
  switch (format) {
    case null:
      return null;
    case 'AVC':
      return 'H.264';
    case 'HEVC':
      return 'H.265';
    case 'MPEG-4 Visual':
      return codecId.includes('XVID') ? 'XviD' : /DIVX|DX50|DIV3/.test(codecId) ? 'DivX' : 'MPEG-4';
    case 'MPEG Video':
      return (field(track, 'Format_Version') ?? '').includes('1') ? 'MPEG-1' : 'MPEG-2';
    default:
      return format;
  }
}

/**
 * The resolution class, by width as well as height: a cinemascope 1080p film is
 * 1920×800, a cropped 2160p one 3840×1600.
 */
export function resolutionOf(width: number | null, height: number | null): Resolution | null {
  if (!width || !height) return null;
  if (width >= 7000 || height >= 4000) return '4320p';
  if (width >= 3200 || height >= 1800) return '2160p';
  if (width >= 1800 || height >= 1000) return '1080p';
  if (width >= 1200 || height >= 700) return '720p';
  if (height >= 540) return '576p';
  if (height >= 400 || width >= 640) return '480p';
  if (height >= 300) return '360p';
  return '240p';
}

export function hdrFormats(track: Track): HdrFormat[] {
  const format = field(track, 'HDR_Format') ?? '';
  const compatibility = field(track, 'HDR_Format_Compatibility') ?? '';
  const transfer = field(track, 'transfer_characteristics') ?? '';
  const found = new Set<HdrFormat>();
  if (/Dolby Vision/i.test(format)) found.add('Dolby Vision');
  if (/ST 2094 App 4|HDR10\+/i.test(format) || /HDR10\+/i.test(compatibility)) found.add('HDR10+');
  // HDR10 proper: SMPTE ST 2086 mastering metadata, or a base layer declared HDR10-compatible, or plain PQ.
  if (/ST 2086/i.test(format) || /(^|[^+\w])HDR10($|[^+])/.test(compatibility) || /^PQ\b/.test(transfer)) {
    found.add('HDR10');
  }
  if (/HLG/i.test(transfer)) found.add('HLG');
  return (['Dolby Vision', 'HDR10+', 'HDR10', 'HLG'] as const).filter((hdr) => found.has(hdr));
}

export function audioFormat(track: Track): string | null {
  const format = field(track, 'Format');
  const commercial = field(track, 'Format_Commercial_IfAny') ?? '';
  const features = field(track, 'Format_AdditionalFeatures') ?? '';
  const atmos = /Atmos/i.test(commercial) || /JOC/.test(features) ? ' Atmos' : '';
  switch (format) {
    case null:
      return null;
    case 'AC-3':
      return 'AC3';
    case 'E-AC-3':
      return `EAC3${atmos}`;
    case 'MLP FBA':
      return `TrueHD${atmos}`;
    case 'DTS':
      if (/DTS:X|XLL X/i.test(`${commercial} ${features}`)) return 'DTS:X';
      if (/Master Audio/i.test(commercial) || /XLL/.test(features)) return 'DTS-HD MA';
      if (/High Resolution/i.test(commercial)) return 'DTS-HD HRA';
      return 'DTS';
    case 'MPEG Audio': {
      const profile = field(track, 'Format_Profile') ?? '';
      return profile.includes('3') ? 'MP3' : profile.includes('2') ? 'MP2' : 'MPEG Audio';
    }
    default:
      return format;
  }
}

/** Channels as a layout, "5.1" for six with one LFE; without a layout, six and eight are 5.1 and 7.1. */
export function channelLayout(channels: number | null, layout: string | null): string | null {
  if (!channels) return null;
  const lfe = layout ? (layout.match(/LFE/g) ?? []).length : channels === 6 || channels === 8 ? 1 : 0;
  return `${channels - lfe}.${lfe}`;
}

/** Text subtitle codecs by their Matroska/MP4 names; image formats (PGS, VobSub) as mediainfo names them. */
export function subtitleFormat(track: Track): string | null {
  const format = field(track, 'Format');
  if (format === 'UTF-8') return 'SRT';
  if (format === 'Timed Text') return 'TX3G';
  return format;
}
