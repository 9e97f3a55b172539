import { isIP, connect as connectTcp, type Socket } from 'node:net';
import { checkServerIdentity, connect as connectTls, type TLSSocket } from 'node:tls';
import { constants, createDeflateRaw, createInflateRaw, type DeflateRaw, type InflateRaw } from 'node:zlib';
import { NntpError, socketError, type NntpErrorContext } from './nntp-error';

/** How a connection is secured: TLS from the first byte (nntps, 563), upgraded with STARTTLS, or plain. */
export type NntpTlsMode = 'tls' | 'starttls' | 'none';

export interface TransportOptions {
  host: string;
  port: number;
  tls: NntpTlsMode;
  /** Accept a self-signed certificate (test servers); the host name and validity dates are still checked. */
  allowSelfSigned?: boolean | undefined;
  /** Certificates to trust besides the system's (PEM), e.g. the test server's own. */
  ca?: string | Buffer | undefined;
  /** The name the certificate must carry; default the host unless it is an IP address. */
  servername?: string | undefined;
}

/** Chain errors that mean "nobody vouches for this certificate" rather than "it is wrong". */
const SELF_SIGNED = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN']);

export interface TransportEvents {
  data(chunk: Buffer): void;
  /** The socket is gone; `error` when it did not close cleanly. */
  close(error: NntpError | null): void;
}

/**
 * The byte pipe under an NNTP connection: TCP or TLS, upgraded in place by
 * STARTTLS (RFC 4642) and wrapped in raw DEFLATE both ways by COMPRESS
 * (RFC 8054). Writes made in one tick go out as one packet (and one
 * compression flush), which is what makes pipelined commands cheap.
 */
export class NntpTransport {
  private socket: Socket | TLSSocket;
  private inflate: InflateRaw | null = null;
  private deflate: DeflateRaw | null = null;
  private queued: string[] = [];
  private closed = false;
  /** The socket closed and the inflater is handing over its last bytes: its errors mean a cut stream. */
  private draining = false;
  private detach: (() => void) | null = null;
  private events: TransportEvents | null = null;

  private constructor(
    socket: Socket | TLSSocket,
    private readonly options: TransportOptions,
    private readonly context: NntpErrorContext,
    private secured: boolean,
  ) {
    this.socket = socket;
  }

  /** Opens TCP (and TLS for mode 'tls'); rejects with `unreachable`, `tls` or `timeout`. */
  static open(
    options: TransportOptions,
    context: NntpErrorContext,
    timeoutMs: number,
  ): Promise<NntpTransport> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => settle(new NntpError('timeout', { ...context, seconds: Math.round(timeoutMs / 1000) })),
        timeoutMs,
      );
      const tls = options.tls === 'tls';
      const socket = tls
        ? connectTls({ ...tlsOptions(options), host: options.host, port: options.port })
        : connectTcp({ host: options.host, port: options.port });
      let tcpUp = false;
      const settle = (error: NntpError | null) => {
        clearTimeout(timer);
        socket.removeListener('error', onError);
        if (error) {
          socket.on('error', () => {}); // a late error of the abandoned socket must not crash the process
          socket.destroy();
          reject(error);
        } else {
          // Commands are small and written once per tick; Nagle's delay would only hold them back.
          socket.setNoDelay(true);
          resolve(new NntpTransport(socket, options, context, tls));
        }
      };
      const onError = (error: Error) =>
        settle(socketError(error, context, tcpUp ? 'handshake' : 'connecting'));
      socket.on('error', onError);
      socket.once('connect', () => {
        tcpUp = true;
        if (!tls) settle(null);
      });
      if (tls)
        socket.once('secureConnect', () => settle(verifySelfSigned(socket as TLSSocket, options, context)));
    });
  }

  get secure(): boolean {
    return this.secured;
  }

  get compressed(): boolean {
    return this.inflate !== null;
  }

  /** Starts delivering bytes and the close. */
  attach(events: TransportEvents): void {
    this.events = events;
    this.listen(this.socket);
  }

  write(text: string): void {
    if (this.closed) return;
    if (this.queued.length === 0) queueMicrotask(() => this.flush());
    this.queued.push(text);
  }

  /** After "382 Continue with TLS negotiation": the handshake over the same socket. */
  async startTls(): Promise<void> {
    const plain = this.socket;
    this.detach?.();
    // Errors of the TCP socket surface through the TLS socket from here on.
    plain.on('error', () => {});
    const secure = connectTls({ ...tlsOptions(this.options), socket: plain });
    try {
      await new Promise<void>((resolve, reject) => {
        secure.once('error', (error) => reject(socketError(error, this.context, 'handshake')));
        secure.once('close', () =>
          reject(new NntpError('tls', { ...this.context, detail: 'ECONNRESET', command: 'STARTTLS' })),
        );
        secure.once('secureConnect', () => {
          const refusal = verifySelfSigned(secure, this.options, this.context);
          if (refusal) reject(refusal);
          else resolve();
        });
      });
    } catch (error) {
      secure.destroy();
      this.closeWith(error as NntpError);
      throw error;
    }
    this.socket = secure;
    this.secured = true;
    this.listen(secure);
  }

  /**
   * After "206 Compression active": everything after this point is raw
   * DEFLATE in both directions. `rest` is what already arrived behind the
   * status line (nothing from a well-behaved server, which waits for us).
   */
  startCompression(rest: Buffer): void {
    const inflate = createInflateRaw();
    const deflate = createDeflateRaw();
    inflate.on('data', (chunk: Buffer) => this.events?.data(chunk));
    inflate.on('error', () => {
      if (!this.draining)
        this.closeWith(new NntpError('protocol', { ...this.context, reason: 'compression' }));
    });
    deflate.on('data', (chunk: Buffer) => this.socket.write(chunk));
    deflate.on('error', () =>
      this.closeWith(new NntpError('protocol', { ...this.context, reason: 'compression' })),
    );
    this.inflate = inflate;
    this.deflate = deflate;
    if (rest.length) inflate.write(rest);
  }

  destroy(error: NntpError | null = null): void {
    this.closeWith(error);
  }

  private listen(socket: Socket | TLSSocket): void {
    let failure: NntpError | null = null;
    const onData = (chunk: Buffer) => {
      if (this.inflate) this.inflate.write(chunk);
      else this.events?.data(chunk);
    };
    const onError = (error: Error) => (failure = socketError(error, this.context, 'open'));
    const onClose = () => {
      // Bytes still inside the inflater are the end of an answer: deliver them before the close.
      const inflate = this.inflate;
      if (!inflate || inflate.destroyed) return this.closeWith(failure);
      this.draining = true;
      inflate.once('close', () => this.closeWith(failure));
      inflate.end();
    };
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('close', onClose);
    this.detach = () => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
      this.detach = null;
    };
  }

  private flush(): void {
    if (this.queued.length === 0 || this.closed) return;
    const data = Buffer.from(this.queued.join(''), 'utf8');
    this.queued = [];
    if (this.deflate) {
      this.deflate.write(data);
      this.deflate.flush(constants.Z_SYNC_FLUSH);
    } else {
      this.socket.write(data);
    }
  }

  private closeWith(error: NntpError | null): void {
    if (this.closed) return;
    this.closed = true;
    this.queued = [];
    this.socket.destroy();
    this.inflate?.destroy();
    this.deflate?.destroy();
    this.events?.close(error);
  }
}

function tlsOptions(options: TransportOptions) {
  const servername = options.servername ?? (isIP(options.host) ? undefined : options.host);
  return {
    ...(servername ? { servername } : {}),
    ...(options.ca ? { ca: options.ca } : {}),
    // Self-signed certificates pass the chain check only; verifySelfSigned checks the rest.
    rejectUnauthorized: !options.allowSelfSigned,
  };
}

/**
 * With allowSelfSigned the chain is not verified by Node, so the rest is done
 * here: only a self-signed chain is forgiven, and the certificate must still
 * name the host and be within its dates.
 */
function verifySelfSigned(
  socket: TLSSocket,
  options: TransportOptions,
  context: NntpErrorContext,
): NntpError | null {
  if (!options.allowSelfSigned || socket.authorized) return null;
  const raw = socket.authorizationError as unknown;
  const code = typeof raw === 'string' ? raw : ((raw as { code?: string } | null)?.code ?? String(raw));
  if (!SELF_SIGNED.has(code)) return new NntpError('tls', { ...context, detail: code });
  const certificate = socket.getPeerCertificate();
  const identity = checkServerIdentity(options.servername ?? options.host, certificate);
  if (identity) return new NntpError('tls', { ...context, detail: identityCode(identity) });
  const now = Date.now();
  if (Date.parse(certificate.valid_to) < now)
    return new NntpError('tls', { ...context, detail: 'CERT_HAS_EXPIRED' });
  if (Date.parse(certificate.valid_from) > now) {
    return new NntpError('tls', { ...context, detail: 'CERT_NOT_YET_VALID' });
  }
  return null;
}

function identityCode(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? 'ERR_TLS_CERT_ALTNAME_INVALID';
}
