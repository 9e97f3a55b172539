import type { DecodedText } from './decode';
import type { NzbParseError } from './errors';
import { MAX_DEPTH } from './limits';
import type { NzbFile, NzbMeta, NzbSegment } from './types';

// What an element is to the NZB reader, decided by its local name and its parent's kind.
export const OTHER = 0;
export const ROOT = 1;
export const HEAD = 2;
export const META = 3;
export const FILE = 4;
export const GROUPS = 5;
export const GROUP = 6;
export const SEGMENTS = 7;
export const SEGMENT = 8;

// Set by scanValue: what the raw attribute value contains.
export const HAS_REFERENCE = 1;
export const HAS_CR = 2;

// How a segment's `bytes`/`number` attribute was read.
export const ABSENT = 0;
/** Plain digits within range: `value` holds the number. */
export const PARSED = 1;
/** Anything else: the raw value is at `start`..`end` and goes through readCount. */
export const RAW = 2;

/**
 * Everything the scanner functions share while reading one document. Its
 * fields are all set here, so every instance has the same shape.
 */
export class ScanState {
  readonly source: DecodedText;
  readonly codes: Uint8Array | Uint16Array;
  readonly len: number;
  rootNameEnd = -1;

  // Open elements by depth (1 = root): kind, raw name and where the tag starts.
  depth = 0;
  readonly kinds = new Uint8Array(MAX_DEPTH + 2);
  readonly nameStarts = new Int32Array(MAX_DEPTH + 2);
  readonly nameEnds = new Int32Array(MAX_DEPTH + 2);
  readonly openedAt = new Int32Array(MAX_DEPTH + 2);
  rootSeen = false;
  doctypes = 0;
  /** Elements opened outside any `<segments>`, for MAX_STRUCTURE_ELEMENTS. */
  elements = 0;
  /** Depth of the outermost open element named `segments`, or -1. */
  segmentsDepth = -1;

  // Next `&` / `<!` at or after the last position asked about; indexOf results
  // kept so that text runs and comment bodies are searched once, not per run.
  nextReference = -1;
  nextDeclaration = -1;

  // Results of readName and scanValue.
  colon = -1;
  colons = 0;
  valueFlags = 0;

  // Attribute names of the tag being read, for the duplicate check.
  attributeCount = 0;
  readonly attributeStarts = new Int32Array(4);
  readonly attributeEnds = new Int32Array(4);
  attributeNames: Set<string> | null = null;

  // Text of the <meta>, <group> or <segment> being read.
  captureDepth = -1;
  /** Trimmed pieces (meta, group) rather than raw text (segment). */
  captureTrimmed = false;
  /** The current text piece of a trimmed capture, not yet trimmed. */
  run = '';
  text = '';

  // The document so far, and the first NZB rule it broke.
  readonly meta: NzbMeta = {};
  readonly files: NzbFile[] = [];
  failure: NzbParseError | null = null;

  // The open <file>.
  subject: string | undefined = undefined;
  poster: string | undefined = undefined;
  date: string | undefined = undefined;
  groups = new Set<string>();
  segments: NzbSegment[] = [];
  /** Segments of the open file, also when they are not kept. */
  fileSegments = 0;
  fileBytes = 0;

  // The open <meta>.
  metaType: string | undefined = undefined;

  // The open <segment>.
  bytesState = ABSENT;
  bytesValue = 0;
  bytesStart = 0;
  bytesEnd = 0;
  bytesFlags = 0;
  numberState = ABSENT;
  numberValue = 0;
  numberStart = 0;
  numberEnd = 0;
  numberFlags = 0;

  constructor(
    source: DecodedText,
    /** False: count segments and sum their bytes, but build no segment objects. */
    readonly keepSegments: boolean,
  ) {
    this.source = source;
    this.codes = source.codes;
    this.len = source.length;
  }
}
