/**
 * The Newznab error codes with the specification's English descriptions:
 * this is a machine interface, and clients branch on the texts too (Sonarr
 * and Prowlarr on "Request limit reached" and "Missing parameter"). Each code
 * has the HTTP status a client's HTTP layer should see.
 */
export const NEWZNAB_ERRORS = {
  100: { description: 'Incorrect user credentials', status: 401 },
  101: { description: 'Account suspended', status: 403 },
  102: { description: 'Insufficient privileges/not authorized', status: 403 },
  200: { description: 'Missing parameter', status: 400 },
  201: { description: 'Incorrect parameter', status: 400 },
  202: { description: 'No such function', status: 400 },
  203: { description: 'Function not available', status: 400 },
  300: { description: 'No such item', status: 404 },
  // The daily request limit: HTTP 429 (with Retry-After) carrying the spec's code 500.
  500: { description: 'Request limit reached', status: 429 },
  501: { description: 'Download limit reached', status: 429 },
  900: { description: 'Unknown error', status: 500 },
  910: { description: 'API Disabled', status: 503 },
} as const;

export type NewznabErrorCode = keyof typeof NEWZNAB_ERRORS;

/** A Newznab error answer; `detail` (e.g. the parameter's name) follows the description after a colon. */
export class NewznabError extends Error {
  readonly status: number;
  constructor(
    readonly code: NewznabErrorCode,
    readonly detail?: string,
    /** Seconds until the limit frees a slot (Retry-After). */
    readonly retryAfter?: number,
  ) {
    const { description, status } = NEWZNAB_ERRORS[code];
    super(detail ? `${description}: ${detail}` : description);
    this.status = status;
  }

  /** The spec's description exactly: clients compare it for equality. */
  get description(): string {
    return NEWZNAB_ERRORS[this.code].description;
  }
}
