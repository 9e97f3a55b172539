/**
 * Season / episode markers across tokens: S01E01-E03, S01E01-03, S01.E01,
 * S01-S03, 1x01-1x03, "Staffel 1 Folge 2", "Season 1-3", "S01 F02", "E1071",
 * anime " - 12".
 */
import { Cls } from './classify';
import {
  MAX_RANGE,
  readCrossEpisode,
  readDigits,
  readEpisodeNumber,
  readBareEpisodeNumber,
  readEpisodeOf,
  readEpisodeOnly,
  readFolge,
  readGluedPart,
  readGluedSeason,
  readPartNumber,
  readSeasonEpisode,
} from './markers';
import { TAG_ROOT } from './registry';
import { Kind } from './tags';
import { CODE_DASH, CODE_SPACE, gapBeforeHas } from './tokenizer';
import type { Token } from './tokenizer';

export class EpisodeCollector {
  season: number | null = null;
  readonly seasons: number[] = [];
  readonly episodes: number[] = [];
  absoluteEpisode: number | null = null;
  /** Partial season pack: "S04.Part.1" → 1. */
  seasonPart: number | null = null;

  constructor(
    private readonly name: string,
    private readonly tokens: Token[],
    private readonly cls: Uint8Array,
  ) {}

  /** Reads the marker starting at token `i`; returns the index of the last token it used. */
  readAt(i: number): number {
    const token = this.tokens[i]!;
    const low = token.low;
    const keyword = TAG_ROOT.get(low)?.tag?.kind;
    if (keyword === Kind.SeasonWord) {
      this.addSeason(this.numberAt(i + 1));
      const last = this.readSeasonRange(i + 1);
      return this.readEpisodeAfterSeason(last);
    }
    if (keyword === Kind.EpisodeWord) {
      this.addEpisodeOrAbsolute(this.numberAt(i + 1));
      return this.readEpisodeContinuation(i + 1);
    }
    if (keyword === Kind.PartWord) {
      const next = this.tokens[i + 1];
      this.addPart(next === undefined ? -1 : readPartNumber(next.low));
      return i + 1;
    }
    const part = Math.max(readGluedPart(low), readEpisodeOf(low));
    if (part > 0) {
      this.addPart(part);
      return i;
    }
    const bare = readBareEpisodeNumber(low);
    if (bare > 0) {
      this.addSeason(Math.floor(bare / 100));
      this.addEpisode(bare % 100);
      return i;
    }
    const marker = readSeasonEpisode(low) ?? readCrossEpisode(low);
    if (marker !== null) {
      this.addSeason(marker.season);
      if (marker.episodes.length === 0) {
        const last = this.readSeasonRange(i);
        return this.readEpisodeAfterSeason(last);
      }
      for (const episode of marker.episodes) this.addEpisode(episode);
      return this.readEpisodeContinuation(i);
    }
    const episode = readEpisodeOnly(low);
    if (episode >= 0) {
      // A mini-series "E03" without a season is season 1, episode 3 (and absolute 3 for anime numbering).
      if (this.season === null && low.length <= 3 && low.charCodeAt(1) !== 112 /* p */) {
        this.absoluteEpisode ??= episode;
        this.addSeason(1);
        this.addEpisode(episode);
      } else this.addEpisodeOrAbsolute(episode);
      return this.readEpisodeContinuation(i);
    }
    const gluedSeason = readGluedSeason(low);
    if (gluedSeason >= 0) {
      this.addSeason(gluedSeason);
      return this.readEpisodeAfterSeason(this.readSeasonRange(i));
    }
    return i;
  }

  /** Anime " - 12": an episode of the season named before it ("Title S2 - 05"), else absolute. */
  readAbsolute(i: number): void {
    const episode = readEpisodeNumber(this.tokens[i]!.low);
    if (this.season === null) this.addEpisodeOrAbsolute(episode);
    // After "S01E05" a " - 24" is the episode title ("S01E05 - 24 Hour People").
    else if (this.episodes.length === 0) this.addEpisode(episode);
  }

  private numberAt(i: number): number {
    const token = this.tokens[i];
    return token === undefined ? -1 : readDigits(token.low, 0, token.low.length);
  }

  private addSeason(season: number): void {
    if (season < 0) return;
    this.season ??= season;
    if (!this.seasons.includes(season)) this.seasons.push(season);
  }

  private addEpisode(episode: number): void {
    if (episode >= 0 && !this.episodes.includes(episode)) this.episodes.push(episode);
  }

  /** "Part 2": a part of the season named before it, else episode 2 of a mini-series (season 1). */
  private addPart(part: number): void {
    if (part <= 0) return;
    if (this.season !== null && this.episodes.length === 0) this.seasonPart ??= part;
    else if (this.season === null) {
      this.addSeason(1);
      this.addEpisode(part);
    }
  }

  private addEpisodeOrAbsolute(episode: number): void {
    if (episode < 0) return;
    if (this.season !== null) this.addEpisode(episode);
    else this.absoluteEpisode ??= episode;
  }

  private addRange(list: number[], to: number): void {
    const from = list[list.length - 1];
    if (from === undefined || to <= from || to - from > MAX_RANGE) return;
    for (let value = from + 1; value <= to; value++) if (!list.includes(value)) list.push(value);
  }

  /** The next token is usable when it exists, is not the group, and is not already claimed. */
  private usable(j: number): boolean {
    const c = this.cls[j];
    return c !== undefined && c !== Cls.Group && c !== Cls.Continued;
  }

  private dashBefore(j: number): boolean {
    return gapBeforeHas(this.name, this.tokens, j, CODE_DASH);
  }

  /** After S01: "-S03", "-03", ".S02" (more seasons). */
  private readSeasonRange(i: number): number {
    let last = i;
    for (let j = i + 1; this.usable(j); j++) {
      const low = this.tokens[j]!.low;
      const dash = this.dashBefore(j);
      const marker = readSeasonEpisode(low);
      if (marker !== null && marker.episodes.length === 0) {
        // "S01-S05", "S01 - S07", "Complete Series S01 S04", "S01.S02.S03": the seasons from first to last.
        if (marker.season > this.seasons[this.seasons.length - 1]!)
          this.addRange(this.seasons, marker.season);
        else this.addSeason(marker.season);
        last = j;
        continue;
      }
      if (dash && !gapBeforeHas(this.name, this.tokens, j, CODE_SPACE) && low.length <= 2) {
        const value = readDigits(low, 0, low.length);
        if (value > 0) {
          this.addRange(this.seasons, value);
          last = j;
          continue;
        }
      }
      break;
    }
    return last;
  }

  /** After a season-only marker: "S01.E01", "S01 EP02", "S01 F02", "Staffel 1 Folge 2", "Season 1 Episode 2". */
  private readEpisodeAfterSeason(i: number): number {
    const j = i + 1;
    if (!this.usable(j)) return i;
    const low = this.tokens[j]!.low;
    let episode = readEpisodeOnly(low);
    if (episode < 0) episode = readFolge(low);
    if (episode >= 0) {
      this.addEpisode(episode);
      return this.readEpisodeContinuation(j);
    }
    // "S01.E.01": a lone 'e' before the number.
    if (low === 'e' && this.tokens[j + 1] !== undefined && this.numberAt(j + 1) >= 0) {
      this.addEpisode(this.numberAt(j + 1));
      return this.readEpisodeContinuation(j + 1);
    }
    if (this.cls[j] === Cls.Episode && TAG_ROOT.get(low)?.tag?.kind === Kind.EpisodeWord) {
      this.addEpisode(this.numberAt(j + 1));
      return this.readEpisodeContinuation(j + 1);
    }
    return i;
  }

  /** After an episode: "E02" (more), "-E03" / "-03" / "-S01E03" / "-1x03" (range). */
  private readEpisodeContinuation(i: number): number {
    let last = i;
    for (let j = i + 1; this.usable(j); j++) {
      const low = this.tokens[j]!.low;
      const dash = this.dashBefore(j);
      const episode = readEpisodeOnly(low);
      if (episode >= 0) {
        if (dash) this.addRange(this.episodes, episode);
        else this.addEpisode(episode);
        last = j;
        continue;
      }
      // "-S01E03", "-1x03", and the repeated "S01E05.S01E06": the episodes up to it.
      const marker = readSeasonEpisode(low) ?? readCrossEpisode(low);
      if (marker !== null && marker.season === this.season && marker.episodes.length > 0) {
        this.addRange(this.episodes, marker.episodes[marker.episodes.length - 1]!);
        last = j;
        continue;
      }
      if (!dash) break;
      if (!gapBeforeHas(this.name, this.tokens, j, CODE_SPACE) && low.length <= 3) {
        const value = readDigits(low, 0, low.length);
        if (value > 0 && this.episodes.length > 0) {
          this.addRange(this.episodes, value);
          last = j;
          continue;
        }
      }
      break;
    }
    return last;
  }
}
