/** One article of a posted file, as listed in the NZB. */
export interface NzbSegment {
  /** Part number inside the file (1-based in practice; 0 is tolerated). */
  number: number;
  /** Encoded article size in bytes, as claimed by the NZB. */
  bytes: number;
  /** Usenet message-id without angle brackets, e.g. `part1of40.abc@news.example`. */
  messageId: string;
}

/** One `<file>` element: a posted file split into segments. */
export interface NzbFile {
  subject: string;
  poster: string;
  /** Posting date, or null when the `date` attribute is missing or not a unix timestamp. */
  date: Date | null;
  /** Newsgroups in document order, unique. */
  groups: string[];
  /**
   * Segments in document order (not re-sorted, duplicates kept). Empty when
   * parsed with `segments: false`; {@link NzbFile.segmentCount} is always right.
   */
  segments: NzbSegment[];
  /** How many segments the file lists. */
  segmentCount: number;
  /** Sum of segment bytes. */
  bytes: number;
  /**
   * File name quoted in the subject (`… "file.part01.rar" yEnc (1/40)`), or null.
   * Untrusted input: never use it as a path without validation.
   */
  fileName: string | null;
}

/** `<meta type="…">` values from `<head>`. Keys are lowercased; the first occurrence of a type wins. */
export interface NzbMeta {
  title?: string;
  password?: string;
  tag?: string;
  category?: string;
  [type: string]: string | undefined;
}

/** A parsed, validated NZB with the aggregates the indexer needs. */
export interface NzbDocument {
  meta: NzbMeta;
  files: NzbFile[];
  /** Sum of all segment bytes over all files. */
  totalBytes: number;
  segmentCount: number;
  /** All newsgroups of all files, unique and sorted. */
  groups: string[];
  /** The most common poster (first seen wins a tie), or null if no file names one. */
  poster: string | null;
  /** The earliest file date, or null if no file has one. */
  postedAt: Date | null;
}

/** Options for {@link parseNzb}. */
export interface ParseNzbOptions {
  /** Reject inputs larger than this many bytes before parsing. Default 32 MiB. */
  maxBytes?: number;
  /**
   * False: validate every segment but keep none, for callers that need only
   * the aggregates (the importer). Faster and far less memory for big NZBs.
   * Default true.
   */
  segments?: boolean;
}

/** Input for {@link buildNzb}: the fields a poster or the indexer knows about each file. */
export interface NzbBuildInput {
  /** Written as `<meta type="key">value</meta>` in insertion order. */
  meta?: Record<string, string>;
  files: NzbBuildFile[];
}

export interface NzbBuildFile {
  subject: string;
  poster: string;
  date: Date;
  groups: string[];
  segments: NzbSegment[];
}
