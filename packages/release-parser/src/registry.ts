/**
 * Builds the one token trie every lookup goes through, once at module load.
 * Later entries override earlier ones for the same phrase, so the order below
 * is the precedence order.
 */
import { AUDIO_ENTRIES, GLUED_AUDIO_ENTRIES } from './audio';
import { EDITION_ENTRIES } from './editions';
import { LANGUAGE_ENTRIES, LANGUAGE_FLAG_ENTRIES, SUBTITLE_MARKER_ENTRIES } from './languages';
import { MUSIC_ENTRIES } from './music';
import {
  BIT_DEPTH_ENTRIES,
  HDR_ENTRIES,
  RESOLUTION_ENTRIES,
  SCENE_FLAG_ENTRIES,
  SOURCE_ENTRIES,
  STREAMING_ENTRIES,
  VIDEO_CODEC_ENTRIES,
} from './quality';
import { Kind, TagTrie, Weight, tag } from './tags';
import type { Tag, TrieNode } from './tags';

/** Words that introduce a season number ("Staffel 2", "Season.1", "Saison 3"). */
const SEASON_WORDS =
  'season|seasons|staffel|staffeln|saison|series|temporada|stagione|seizoen|sezon|sæson|säsong|kausi';
/** Words that introduce an episode number ("Folge 2", "Episode 5", "Ep 3"). */
const EPISODE_WORDS = 'episode|episodes|folge|folgen|ep|eps|episodio|épisode|afl|aflevering|odcinek|jakso';

/** Words that number the parts of a mini-series or a season ("Part 2", "Teil 1"). */
const PART_WORDS = 'part|teil|partie|parte';

function buildTrie(): TagTrie {
  const trie = new TagTrie();
  trie.add(SEASON_WORDS, tag(Kind.SeasonWord, 'season', Weight.Weak));
  trie.add(EPISODE_WORDS, tag(Kind.EpisodeWord, 'episode', Weight.Weak));
  trie.add(PART_WORDS, tag(Kind.PartWord, 'part', Weight.Weak));
  trie.addAll(SCENE_FLAG_ENTRIES);
  trie.addAll(MUSIC_ENTRIES);
  trie.addAll(STREAMING_ENTRIES);
  trie.addAll(LANGUAGE_ENTRIES);
  trie.addAll(SUBTITLE_MARKER_ENTRIES);
  trie.addAll(LANGUAGE_FLAG_ENTRIES);
  trie.addAll(EDITION_ENTRIES);
  trie.addAll(GLUED_AUDIO_ENTRIES);
  trie.addAll(AUDIO_ENTRIES);
  trie.addAll(HDR_ENTRIES);
  trie.addAll(BIT_DEPTH_ENTRIES);
  trie.addAll(VIDEO_CODEC_ENTRIES);
  trie.addAll(SOURCE_ENTRIES);
  trie.addAll(RESOLUTION_ENTRIES);
  return trie;
}

export const TAG_ROOT: ReadonlyMap<string, TrieNode> = buildTrie().root;

/**
 * Fragments that are not tags themselves but are the tail of a split tag
 * ("Blu-Ray", "DTS-HD.MA", "WEB-Rip"): never a release group.
 */
const TAG_FRAGMENTS = new Set([
  'ray',
  'rip',
  'ma',
  'hdma',
  'x',
  'audio',
  'hd',
  'es',
  'ac3',
  'plus',
  'cut',
  'edition',
]);

/** True when `low` is a language name or code ("english", "ger"). */
export function isLanguageWord(low: string): boolean {
  return TAG_ROOT.get(low)?.tag?.kind === Kind.Language;
}

/** The language tag of `low`, if it is a language name or code. */
export function languageTag(low: string): Tag | undefined {
  const found = TAG_ROOT.get(low)?.tag;
  return found?.kind === Kind.Language ? found : undefined;
}

/** True when `low` is a tag that always means quality ("1080p", "x264", "BluRay"), never a name. */
export function isStrongTagWord(low: string): boolean {
  return TAG_ROOT.get(low)?.tag?.weight === Weight.Strong;
}

/** True when `low` is a known tag word or fragment (used to reject fake release groups like "-DL"). */
export function isTagWord(low: string): boolean {
  return TAG_ROOT.get(low)?.tag !== undefined || TAG_FRAGMENTS.has(low);
}

/** True when `second` only completes a tag begun by `first`: "WEB-DL", "Blu-Ray", "DTS-HD". */
export function completesTag(first: string, second: string): boolean {
  return TAG_FRAGMENTS.has(second) || TAG_ROOT.get(first)?.next?.get(second) !== undefined;
}

/** True when `low` is a scene marker that says nothing about quality or language ("anime", "docu", "retail"). */
export function isMiscTagWord(low: string): boolean {
  return TAG_ROOT.get(low)?.tag?.kind === Kind.Misc;
}
