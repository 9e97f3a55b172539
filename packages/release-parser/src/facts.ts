/**
 * Collects what the tags after the title say. Most tags simply set a field; the
 * language rules need the neighbouring tokens:
 *  - German.Subbed / Subbed.German → subtitle language, not audio;
 *  - DL counts as dual language only near a language token (German.DL, German.DTS.DL);
 *  - a language word only counts next to another tag, so an episode title like
 *    "S01E05.The.German.Job.720p" does not make the release German.
 */
import { Cls, isKnownCls } from './classify';
import { BARE_WEB_SOURCE, FORMAT_CODECS } from './quality';
import { Kind } from './tags';
import type { Tag } from './tags';
import type { Resolution } from './types';

/** Sources that say nothing about video (music releases use them too). */
const NON_VIDEO_SOURCES = new Set(['CD', 'Vinyl', 'SACD', 'WEB']);

/** How far (in tokens) DL may follow its language: German.DL, German.AC3.DL, German.DTS.HD.DL. */
const DUAL_LANGUAGE_REACH = 3;

export class ReleaseFacts {
  resolution: Resolution | null = null;
  source: string | null = null;
  /** The source came from a bare "WEB" token (WEB-DL for video, WEB for music). */
  sourceFromBareWeb = false;
  remux = false;
  videoCodec: string | null = null;
  readonly hdr: string[] = [];
  readonly audio: string[] = [];
  audioChannels: string | null = null;
  readonly languages: string[] = [];
  readonly subtitles: string[] = [];
  dualLanguage = false;
  multiLanguage = false;
  dubbed = false;
  readonly editions: string[] = [];
  proper = false;
  repack = false;
  internal = false;
  complete = false;
  completeSeries = false;
  hybrid = false;
  seasonExtras = false;
  bitDepth: number | null = null;
  streamingService: string | null = null;
  musicMarker = false;
  videoMarker = false;
  /** An encoder named the codec (x264, XviD, h264), so the video was encoded, not copied off a disc. */
  encoder = false;
  /** A disc format named the codec (AVC, VC-1, MPEG-2, HEVC). */
  formatCodec = false;
  /** A full-disc image marker (BD25, BDMV, ISO, DVD9, DVDR). */
  disc = false;
  rawHd = false;
  /** The class a shop tag implies (AmazonSD → 480p). */
  resolutionHint: Resolution | null = null;

  private lastLanguageIndex = -100;
  private pendingDualIndex = -100;
  private danglingSubtitleIndex = -100;

  constructor(
    private readonly cls: Uint8Array,
    private readonly tags: Array<Tag | undefined>,
    private readonly spans: Uint8Array,
    private readonly titleEnd: number,
    private readonly tokens: ReadonlyArray<{ low: string }>,
  ) {}

  /** Applies the tag at token `i`; returns the index of the last token used. */
  applyAt(i: number): number {
    const value = this.tags[i];
    if (value === undefined) return i;
    const last = i + (this.spans[i] || 1) - 1;
    if (value.kind === Kind.Language) return this.applyLanguage(value, i, last);
    this.apply(value, i);
    return last;
  }

  private apply(value: Tag, i: number): void {
    switch (value.kind) {
      case Kind.Resolution:
        this.resolution ??= value.value as Resolution;
        this.videoMarker = true;
        break;
      case Kind.Source:
        this.applySource(value);
        break;
      case Kind.Remux:
        this.remux = true;
        this.videoMarker = true;
        break;
      case Kind.VideoCodec:
        // An encoder name (x265) is more specific than the format (H.265/HEVC) it encodes.
        if (this.videoCodec === null || (this.videoCodec.startsWith('H.') && value.value.startsWith('x'))) {
          this.videoCodec = value.value;
        }
        if (FORMAT_CODECS.has(value)) this.formatCodec = true;
        else this.encoder = true;
        this.videoMarker = true;
        break;
      case Kind.Disc:
        this.disc = true;
        break;
      case Kind.RawHd:
        this.rawHd = true;
        this.videoMarker = true;
        break;
      case Kind.ResolutionHint:
        this.resolutionHint ??= value.value as Resolution;
        break;
      case Kind.Hdr:
        pushUnique(this.hdr, value.value);
        this.videoMarker = true;
        break;
      case Kind.BitDepth:
        this.bitDepth ??= value.num ?? null;
        if (value.also === undefined) this.videoMarker = true;
        break;
      case Kind.Audio:
        pushUnique(this.audio, value.value);
        if (value.value === 'FLAC' || value.value === 'MP3' || value.value === 'ALAC')
          this.musicMarker = true;
        break;
      case Kind.Channels:
        this.audioChannels ??= value.value;
        break;
      case Kind.SubtitleLanguage:
        pushUnique(this.subtitles, value.value);
        break;
      case Kind.Language:
        // The second and later languages of a list ("EN+ES").
        pushUnique(this.languages, value.value);
        break;
      case Kind.SubtitleMarker:
        this.danglingSubtitleIndex = i;
        break;
      case Kind.Dubbed:
        this.dubbed = true;
        break;
      case Kind.DualLanguageMarker:
        if (i - this.lastLanguageIndex <= DUAL_LANGUAGE_REACH || this.onlyAudioSinceLanguage(i)) {
          this.dualLanguage = true;
        } else this.pendingDualIndex = i;
        break;
      case Kind.DualAudio:
        this.dualLanguage = true;
        break;
      case Kind.Multi:
        this.multiLanguage = true;
        break;
      case Kind.Edition:
        pushUnique(this.editions, value.value);
        break;
      case Kind.Proper:
        this.proper = true;
        break;
      case Kind.Repack:
        this.repack = true;
        break;
      case Kind.Internal:
        this.internal = true;
        break;
      case Kind.Complete:
        this.complete = true;
        if (value.value === 'series') this.completeSeries = true;
        break;
      case Kind.Hybrid:
        this.hybrid = true;
        break;
      case Kind.SeasonExtras:
        this.seasonExtras = true;
        break;
      case Kind.Streaming:
        this.streamingService ??= value.value;
        break;
      case Kind.MusicMarker:
        this.musicMarker = true;
        break;
      default:
        break;
    }
    if (value.also !== undefined) this.apply(value.also, i);
  }

  /** "German.DTS.HD.MA.7.1.DL": only audio tags stand between the language and DL. */
  private onlyAudioSinceLanguage(i: number): boolean {
    if (this.lastLanguageIndex < 0) return false;
    for (let k = this.lastLanguageIndex + 1; k < i; k++) {
      if (this.cls[k] === Cls.Continued) continue;
      const kind = this.tags[k]?.kind;
      if (kind !== Kind.Audio && kind !== Kind.Channels && kind !== Kind.Dubbed) return false;
    }
    return true;
  }

  private applySource(value: Tag): void {
    if (this.source === null) {
      this.source = value.value;
      this.sourceFromBareWeb = value === BARE_WEB_SOURCE;
    } else if (this.sourceFromBareWeb && value !== BARE_WEB_SOURCE) {
      // "WEB.DL" split oddly, or "WEB" followed by a precise web source.
      this.source = value.value;
      this.sourceFromBareWeb = false;
    } else if (this.source === 'BluRay' && value.value === 'UHD BluRay') {
      this.source = value.value;
    }
    if (!NON_VIDEO_SOURCES.has(value.value) && value !== BARE_WEB_SOURCE) this.videoMarker = true;
  }

  private applyLanguage(value: Tag, i: number, last: number): number {
    if (!this.hasKnownNeighbour(i, last)) return last;
    const next = last + 1;
    if (this.tags[next]?.kind === Kind.SubtitleMarker) {
      pushUnique(this.subtitles, value.value);
      return next + (this.spans[next] || 1) - 1;
    }
    if (this.danglingSubtitleIndex === i - 1 || this.startsSubtitleList(value, i, next)) {
      pushUnique(this.subtitles, value.value);
      return last;
    }
    pushUnique(this.languages, value.value);
    this.lastLanguageIndex = last;
    if (i - this.pendingDualIndex === 1) this.dualLanguage = true;
    if (value.also !== undefined) this.apply(value.also, i);
    return last;
  }

  /**
   * "Ger.Eng.Sub": a run of language codes before a subtitle marker lists
   * subtitles. A full word opening the run is the audio ("English.German.Subbed"),
   * and so is a language the run names again ("English.Ger.Eng.Subs").
   */
  private startsSubtitleList(value: Tag, i: number, next: number): boolean {
    if (this.tags[next]?.kind !== Kind.Language || this.lowAt(i).length > 3) return false;
    const named = [value.value];
    let j = next;
    for (let tag = this.tags[j]; tag?.kind === Kind.Language; tag = this.tags[j]) {
      if (named.includes(tag.value)) return false;
      named.push(tag.value);
      j += this.spans[j] || 1;
    }
    return this.tags[j]?.kind === Kind.SubtitleMarker;
  }

  private lowAt(i: number): string {
    return this.tokens[i]?.low ?? '';
  }

  private hasKnownNeighbour(i: number, last: number): boolean {
    const next = this.cls[last + 1];
    const previous = this.cls[i - 1];
    if (next === undefined) return true;
    // "S01E03.German.Night.1080p": after a marker and before a plain word it is an episode title word.
    if (!isKnownCls(next)) {
      if (i - 1 < this.titleEnd || previous === undefined || previous === Cls.Group) return false;
      return (
        previous !== Cls.Episode && previous !== Cls.Year && previous !== Cls.Date && isKnownCls(previous)
      );
    }
    return true;
  }
}

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}
