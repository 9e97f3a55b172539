/**
 * The shared vocabulary of release tags: what a token (or a short token phrase
 * such as "WEB DL" or "DTS HD MA") means, and how strongly it marks the end of
 * the title.
 */

export const Kind = {
  Resolution: 1,
  Source: 2,
  Remux: 3,
  VideoCodec: 4,
  Hdr: 5,
  BitDepth: 6,
  Audio: 7,
  Channels: 8,
  Language: 9,
  SubtitleLanguage: 10,
  SubtitleMarker: 11,
  Dubbed: 12,
  DualLanguageMarker: 13,
  DualAudio: 14,
  Multi: 15,
  MultiSubs: 16,
  Edition: 17,
  Proper: 18,
  Repack: 19,
  Internal: 20,
  Complete: 21,
  Hybrid: 22,
  Streaming: 23,
  MusicMarker: 24,
  Misc: 25,
  SeasonWord: 26,
  EpisodeWord: 27,
  /** A full-disc image marker: BD25, BDMV, ISO, DVD9, DVDR, BR-DISK. */
  Disc: 28,
  /** RAWHD: an untouched broadcast capture. */
  RawHd: 29,
  /** The quality class a shop tag implies: AmazonSD → 480p, NetflixUHD → 2160p. */
  ResolutionHint: 30,
  /** "Part", "Teil": a mini-series episode, or the part of a season pack. */
  PartWord: 31,
  /** "EXTRAS", "SUBPACK" after a season: the season's extras or subtitles, not its episodes. */
  SeasonExtras: 32,
} as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

/**
 * How a tag bounds the title. Strong tags (1080p, BluRay, x264) end the title
 * wherever they appear. Weak tags (German, DL, WEB, PROPER) could be title words
 * ("The German Doctor", "Charlotte's Web"), so they only end the title when they
 * sit directly before a strong tag. Edition tags may also sit between title and
 * year ("Das.Boot.Directors.Cut.1981").
 */
export const Weight = { Strong: 1, Weak: 2, Edition: 3 } as const;
export type Weight = (typeof Weight)[keyof typeof Weight];

export interface Tag {
  kind: Kind;
  /** Canonical value (source name, ISO code, edition name …). */
  value: string;
  weight: Weight;
  /** Numeric payload (bit depth). */
  num?: number;
  /** A second meaning carried by the same token (AC3D = AC3 + dubbed, BDRemux = BluRay + remux). */
  also?: Tag;
}

export function tag(kind: Kind, value: string, weight: Weight, also?: Tag, num?: number): Tag {
  const result: Tag = { kind, value, weight };
  if (also !== undefined) result.also = also;
  if (num !== undefined) result.num = num;
  return result;
}

/** A list of phrases (tokens separated by single spaces, lower case) and their tag. */
export type TagEntries = ReadonlyArray<readonly [phrases: string, tag: Tag]>;

export interface TrieNode {
  tag: Tag | undefined;
  next: Map<string, TrieNode> | undefined;
}

/** Token trie: one Map lookup per token, longest phrase wins. */
export class TagTrie {
  readonly root = new Map<string, TrieNode>();

  /** `phrases` may list alternatives separated by '|': "bluray|blu ray|bdmv". */
  add(phrases: string, value: Tag): void {
    for (const phrase of phrases.split('|')) {
      const words = phrase.split(' ');
      let level = this.root;
      let node: TrieNode | undefined;
      for (let w = 0; w < words.length; w++) {
        const word = words[w]!;
        node = level.get(word);
        if (node === undefined) {
          node = { tag: undefined, next: undefined };
          level.set(word, node);
        }
        if (w < words.length - 1) {
          node.next ??= new Map();
          level = node.next;
        }
      }
      if (node !== undefined) node.tag = value;
    }
  }

  addAll(entries: TagEntries): void {
    for (const [phrases, value] of entries) this.add(phrases, value);
  }
}
