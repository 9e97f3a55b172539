import type { ParsedSubject } from './parse-subject';

/** What decides whether two files belong to one collection (one post of one release). */
export interface CollectionKeyInput {
  /** The release name the subject gives (`ParsedSubject.releaseName`), or a file's base name. */
  name: string;
  /** The article's `From` header as posted. */
  poster: string;
  /** The post's file count from `[01/63]`; null when the subject writes none. */
  fileTotal: number | null;
}

/**
 * A name as grouping compares it: case folded and every run of separators (`.`, `_`, `-`,
 * spaces) one space, so `Der.Film.2020` and `der_film_2020` of one post meet. Umlauts stay
 * (`Mädchen` and `Madchen` are different names), in NFC so both spellings of `ä` are one.
 */
export function groupingName(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s._-]+/g, ' ')
    .trim();
}

function groupingPoster(poster: string): string {
  return poster.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The grouping key of a file: the files of one post share it, while the same name posted by
 * another poster or with another file count gets another key (NNTmux keys on name and file count
 * likewise). A repost of the same name by the same poster with the same count has the same key:
 * the caller tells it apart by time window (a collection that has been complete, or idle longer
 * than the window, is closed, and a new one opens under the same key).
 * The key is a JSON array string: unambiguous whatever the poster writes; hash it to store it compactly.
 */
export function collectionKey(input: CollectionKeyInput): string {
  return JSON.stringify([groupingName(input.name), groupingPoster(input.poster), input.fileTotal ?? null]);
}

/** `collectionKey` of a parsed subject and its article's poster. */
export function collectionKeyOf(subject: ParsedSubject, poster: string): string {
  return collectionKey({ name: subject.releaseName, poster, fileTotal: subject.fileTotal });
}
