export type ReleaseType = 'movie' | 'tv' | 'music' | 'unknown';

export type Resolution = '2160p' | '1080p' | '720p' | '576p' | '480p';

/**
 * How the video was made, as the download tools tell their qualities apart:
 * 'remux' (the disc's streams in a new container), 'disc' (the full Blu-ray or
 * DVD image: BD25, COMPLETE.BLURAY, AVC without an encoder, DVD9), 'rawhd' (an
 * untouched broadcast capture), 'encode' (re-encoded from a disc: BluRay x264,
 * BDRip, DVDRip). Web and TV captures have no modifier.
 */
export type QualityModifier = 'remux' | 'disc' | 'rawhd' | 'encode';

/** The quality class categories and download clients use. */
export interface QualityClass {
  /**
   * The stated resolution, else the class the source implies, as Sonarr and
   * Radarr infer it: HDTV, PDTV, DSR, WEB-DL, DVDRip, BDRip, AmazonSD, a bare
   * x264/XviD or .avi → 480p; BluRay → 720p; a Blu-ray disc, remux or RAWHD →
   * 1080p; NetflixUHD → 2160p. Cams, telesyncs and telecines imply none.
   */
  resolution: Resolution | null;
  /** True when `resolution` was inferred: the name itself states none (`ParsedRelease.resolution` is null). */
  resolutionInferred: boolean;
  modifier: QualityModifier | null;
}

/**
 * Everything the parser could read from one release name. Fields that were not
 * present in the name are `null`, `false` or `[]` — never guessed.
 */
export interface ParsedRelease {
  /** Human title with spaces ("Das Boot", "S.W.A.T.", "9-1-1"); music: "Artist - Album"; '' if none. */
  title: string;
  /** Further titles the name gives: after AKA / a.k.a., or in a second script ("Тёмные воды / Dark Waters"). */
  alternativeTitles: string[];
  type: ReleaseType;
  year: number | null;
  /** First season named in the release. */
  season: number | null;
  /** All seasons of a multi-season pack (S01-S03 → [1,2,3]), else [season] or []. */
  seasons: number[];
  /** Episode numbers within `season`; [] when none (also for absolute-only anime numbering). */
  episodes: number[];
  /** Season pack: a season without episodes ("S01", "Season 1", "Staffel 1", "S01.COMPLETE"). */
  fullSeason: boolean;
  /** The season's extras or subtitles rather than its episodes ("S03.EXTRAS", "S02.SUBPACK"); not a full season. */
  seasonExtras: boolean;
  /** Part of a season pack ("S04.Part.1", "S04.Teil.2" → 1, 2); not a full season. */
  seasonPart: number | null;
  /** Daily shows: YYYY-MM-DD. */
  airDate: string | null;
  /** Anime-style absolute episode ("Title - 1071", "Title.E1071"). */
  absoluteEpisode: number | null;
  /** The resolution the name states; null when it states none (see `quality` for the inferred class). */
  resolution: Resolution | null;
  quality: QualityClass;
  /** Canonical source, see README ("BluRay", "UHD BluRay", "WEB-DL", "WEBRip", "HDTV", ...). */
  source: string | null;
  remux: boolean;
  /** "x264" | "x265" | "H.264" | "H.265" (HEVC) | "AV1" | "XviD" | "DivX" | "VC-1" | "MPEG-2" | "VP9". */
  videoCodec: string | null;
  /** "HDR", "HDR10", "HDR10+", "DV", "HLG" in order of appearance. */
  hdr: string[];
  /** Canonical audio codecs in order of appearance ("AC3", "DD+", "DTS-HD MA", "TrueHD", "Atmos", ...). */
  audio: string[];
  /** "7.1", "5.1", "2.0", ... */
  audioChannels: string | null;
  /** Audio languages as ISO 639-1 codes, German first. Empty when the name names none. */
  languages: string[];
  /** Two audio tracks: German.DL (German + original) or DUAL / Dual-Audio. */
  dualLanguage: boolean;
  /** ML / MULTi / Multi-Audio. */
  multiLanguage: boolean;
  /** Subtitle languages as ISO 639-1 codes (German.Subbed → ['de']). */
  subtitles: string[];
  /** Dubbed audio markers: Dubbed, AC3D, AC3LD, DTSD, MD, LD, LINE. */
  dubbed: boolean;
  /** First edition found ("Extended", "Directors Cut", "Uncut", ...). */
  edition: string | null;
  /** All editions found, in order. */
  editions: string[];
  proper: boolean;
  /** REPACK, REPACK2, RERIP. */
  repack: boolean;
  internal: boolean;
  /** "Complete" / "COMPLETE" tag present. */
  complete: boolean;
  /** Hybrid source (several sources merged). */
  hybrid: boolean;
  /** Video bit depth (10bit → 10); for music the sample depth (24bit → 24). */
  bitDepth: number | null;
  /** "Amazon", "Netflix", "Disney+", "Apple TV+", ... */
  streamingService: string | null;
  /** Music only: the artist segment ("VA" for various artists). */
  artist: string | null;
  /** Music only: the album segment. */
  album: string | null;
  /** Release group after the last '-', or the leading [SubGroup] of anime releases. */
  group: string | null;
}
