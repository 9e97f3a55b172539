/**
 * Why an NZB was rejected. Stable strings: the server maps them to user-facing
 * (German) messages and to upload statistics, so never rename one.
 */
export type NzbParseErrorCode =
  | 'TOO_LARGE'
  | 'NOT_XML'
  | 'MALFORMED'
  | 'ENTITIES_FORBIDDEN'
  | 'NOT_NZB'
  | 'NO_FILES'
  | 'NO_SEGMENTS'
  | 'INVALID_SEGMENT';

/** Position in the decoded document, when the XML validator could tell. */
export interface NzbErrorPosition {
  line: number;
  column?: number;
}

/**
 * Thrown by {@link parseNzb} for every rejected document. `code` is meant for
 * programs, `message` (English) names the concrete problem for logs and admins.
 */
export class NzbParseError extends Error {
  override readonly name = 'NzbParseError';

  constructor(
    readonly code: NzbParseErrorCode,
    message: string,
    readonly position?: NzbErrorPosition,
  ) {
    super(message);
  }
}
