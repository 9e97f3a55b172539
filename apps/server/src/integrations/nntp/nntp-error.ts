import { nntpMessages, type NntpErrorKind, type NntpMessageContext } from '@nzbkino/shared';

export type { NntpErrorKind } from '@nzbkino/shared';

/** What a failed command was about: the server, the command verb, its subject. */
export type NntpErrorContext = Omit<NntpMessageContext, 'code' | 'serverText'>;

/**
 * Every failure of the NNTP client: a server answer that is not the wanted one,
 * or a socket, TLS or timeout problem. `kind` is what callers branch on,
 * `code` and `serverText` are the server's own words (null when the socket
 * failed), `message` is German for operators.
 */
export class NntpError extends Error {
  override readonly name = 'NntpError';
  readonly code: number | null;
  readonly serverText: string;

  constructor(
    readonly kind: NntpErrorKind,
    readonly context: NntpErrorContext & { code?: number | null; serverText?: string },
  ) {
    super(nntpMessages[kind](context));
    this.code = context.code ?? null;
    this.serverText = context.serverText ?? '';
  }

  /**
   * Worth another try on a fresh connection: the connection broke, not the request.
   * A wrong password, a missing group or article, a refused certificate stay wrong.
   */
  get retryable(): boolean {
    return (
      this.kind === 'connection_lost' ||
      this.kind === 'timeout' ||
      this.kind === 'unreachable' ||
      this.kind === 'refused' ||
      this.kind === 'server_error' ||
      (this.kind === 'protocol' && this.context.reason !== 'answer_too_large')
    );
  }
}

/** The kind of a status code that was not the one the command wanted (RFC 3977, 4643, 4642, 8054). */
export function kindOfStatus(code: number, command: string): NntpErrorKind {
  if (command === 'AUTHINFO' && (code === 481 || code === 482 || code === 502)) return 'auth_failed';
  if (command === 'STARTTLS' && (code === 580 || code === 502)) return 'tls';
  switch (code) {
    case 411:
      return 'no_such_group';
    case 420: // no current article
    case 423: // no article with that number / in that range
    case 430: // no article with that message-id
      return 'no_article';
    case 480: // authentication required
    case 483: // encryption or stronger authentication required (RFC 4643)
      return 'auth_required';
    case 481:
    case 482:
      return 'auth_failed';
    case 502:
      return 'refused';
    case 400: // the server is closing the connection (idle timeout, shutdown)
      return 'connection_lost';
    case 500: // unknown command
    case 501: // syntax error (a server that knows the verb but not our form of it)
    case 503: // feature not supported
      return 'unsupported';
    default:
      return code >= 200 && code < 400 ? 'protocol' : 'server_error';
  }
}

/** Builds the error for a status answer, keeping the server's text. */
export function statusError(code: number, serverText: string, context: NntpErrorContext): NntpError {
  const kind = kindOfStatus(code, context.command ?? '');
  return new NntpError(kind, {
    ...context,
    code,
    serverText,
    ...(kind === 'protocol' ? { reason: 'unexpected_answer' as const } : {}),
  });
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ETIMEDOUT',
]);

/** Maps a socket or TLS error; `secured` tells whether a TLS handshake was still under way. */
export function socketError(
  error: NodeJS.ErrnoException,
  context: NntpErrorContext,
  phase: 'connecting' | 'handshake' | 'open',
): NntpError {
  const code = error.code ?? error.message;
  if (phase === 'connecting' && UNREACHABLE.has(code))
    return new NntpError('unreachable', { ...context, detail: code });
  if (phase === 'handshake' || /^ERR_SSL|^ERR_TLS|CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
    return new NntpError('tls', { ...context, detail: code });
  }
  return new NntpError('connection_lost', { ...context, detail: code });
}
