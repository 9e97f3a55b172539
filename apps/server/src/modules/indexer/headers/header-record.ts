/** One binary article's header, parsed: what the header store keeps of it. */
export interface HeaderRecord {
  /** Its number in the group it was read from. */
  article: number;
  /** The collection it belongs to (collectionKey of the subject grammar). */
  key: string;
  /** The posted release name. */
  name: string;
  poster: string;
  /** Files the subject announces ([01/63]), or null. */
  fileTotal: number | null;
  obfuscated: boolean;
  fileName: string;
  fileIndex: number | null;
  subject: string;
  part: number;
  partTotal: number;
  /** Without angle brackets. */
  messageId: string;
  bytes: number;
  postedAt: Date;
  /** Every group it was posted to (Xref), the group read at least. */
  groups: string[];
}

/** What one chunk of a group's articles changes besides the headers it stores. */
export interface ChunkProgress {
  groupId: number;
  /**
   * The range read: `forward` (updates) moves the highest article read to its
   * end, `back` (backfill) the lowest to its start; null (part repair) moves
   * neither. A group read for the first time gets both ends.
   */
  watermark: { direction: 'forward' | 'back'; from: number; to: number } | null;
  /** The server's newest article, for the backlog. */
  serverHigh: number;
  /** Headers read that were no binary post or could not be read. */
  skipped: number;
  /** Article numbers of the range that the server did not list (part repair asks again). */
  missing: number[];
  /** Articles part repair found now: removed from the missing list. */
  repaired?: number[];
}
