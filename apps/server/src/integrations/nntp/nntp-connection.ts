import { nntpDetails } from '@nzbkino/shared';
import { CommandQueue, type Answer, type SendSpec } from './nntp-command-queue';
import {
  credentialArgument,
  groupArgument,
  joinLines,
  messageIdArgument,
  parseActiveLine,
  parseCapabilities,
  parseGroupAnswer,
  rangeArgument,
  wildmatArgument,
  type ActiveGroup,
  type Capabilities,
  type GroupInfo,
} from './nntp-commands';
import { NntpError, statusError, type NntpErrorContext } from './nntp-error';
import { NntpTransport, type TransportOptions } from './nntp-transport';

export interface NntpConnectionOptions extends TransportOptions {
  user?: string | undefined;
  password?: string | undefined;
  /** RFC 8054 COMPRESS DEFLATE when the server offers it (default true). */
  compress?: boolean | undefined;
  /** TCP, TLS and the greeting together (default 15 s). */
  connectTimeoutMs?: number | undefined;
  /** Longest silence while an answer is awaited (default 60 s). */
  idleTimeoutMs?: number | undefined;
  /** Longest line; a longer one is a protocol error (default 64 KiB: a 10 KB subject passes). */
  maxLineBytes?: number | undefined;
  /** Largest BODY/ARTICLE/HEAD (default 16 MiB; usenet articles are under 1 MiB). */
  maxArticleBytes?: number | undefined;
  /** Largest LIST answer (default 64 MiB: a full provider has some 100,000 groups). */
  maxListBytes?: number | undefined;
  /** How messages name the server (default host:port). */
  label?: string | undefined;
}

/**
 * One NNTP session (RFC 3977) on a small state machine: commands are written
 * as soon as they are called (pipelining, §3.5) and their answers matched in
 * order against a queue of pending commands. The handshake does what the
 * server offers: MODE READER, STARTTLS (RFC 4642), AUTHINFO USER/PASS
 * (RFC 4643), COMPRESS DEFLATE (RFC 8054), in the order those RFCs require.
 */
export class NntpConnection {
  private readonly queue: CommandQueue;
  private readonly context: NntpErrorContext;
  private readonly idleMs: number;
  private closedWith: NntpError | null | undefined = undefined;
  private closeListeners: ((error: NntpError | null) => void)[] = [];
  private caps = new Map<string, string[]>();
  private legacy = false;
  private overVerb: 'OVER' | 'XOVER' = 'OVER';
  private greeted = false;
  private posting = false;
  /** The group the server has selected, as far as commands already written go. */
  private selected: string | null = null;

  private constructor(
    private readonly transport: NntpTransport,
    private readonly options: NntpConnectionOptions,
    label: string,
  ) {
    this.context = { server: label };
    this.idleMs = options.idleTimeoutMs ?? 60_000;
    this.queue = new CommandQueue(
      transport,
      this.context,
      {
        maxLineBytes: options.maxLineBytes ?? 64 * 1024,
        maxDataBytes: options.maxListBytes ?? 64 * 1024 * 1024,
      },
      (error) => this.destroy(error),
    );
  }

  /** Connects, reads the greeting and runs the handshake; the connection is ready for commands. */
  static async connect(options: NntpConnectionOptions): Promise<NntpConnection> {
    const label = options.label ?? `${options.host}:${options.port}`;
    const connectMs = options.connectTimeoutMs ?? 15_000;
    const transport = await NntpTransport.open(options, { server: label }, connectMs);
    const connection = new NntpConnection(transport, options, label);
    // The greeting is the answer to a command nobody wrote: queue it before the first byte can arrive.
    const greeting = connection.queue.expect({ context: { server: label } }, connectMs);
    transport.attach({
      data: (chunk) => connection.queue.receive(chunk),
      close: (error) => connection.destroy(connection.queue.closeReason(error, connection.greeted)),
    });
    try {
      await connection.handshake(await greeting);
    } catch (error) {
      connection.destroy();
      throw error;
    }
    return connection;
  }

  get server(): string {
    return this.context.server;
  }

  get capabilities(): Capabilities {
    return this.caps;
  }

  get secure(): boolean {
    return this.transport.secure;
  }

  get compressed(): boolean {
    return this.transport.compressed;
  }

  /** The greeting said 200 (posting allowed) rather than 201. */
  get postingAllowed(): boolean {
    return this.posting;
  }

  /** Commands written whose answers have not fully arrived. */
  get inFlight(): number {
    return this.queue.length;
  }

  get isClosed(): boolean {
    return this.closedWith !== undefined;
  }

  get selectedGroup(): string | null {
    return this.selected;
  }

  /** Called once when the connection ends: with the error, or null when it was closed cleanly. */
  onClose(listener: (error: NntpError | null) => void): void {
    if (this.closedWith !== undefined) listener(this.closedWith);
    else this.closeListeners.push(listener);
  }

  async group(name: string): Promise<GroupInfo> {
    const context = { ...this.context, command: 'GROUP', group: name };
    const command = `GROUP ${groupArgument(name, context)}`;
    this.selected = name;
    const answer = await this.send(command, { context }).catch((error: unknown) => {
      this.selected = null;
      throw error;
    });
    const info = answer.code === 211 ? parseGroupAnswer(answer.text, name) : null;
    if (answer.code === 211 && info) return info;
    this.selected = null;
    throw statusError(answer.code, answer.text, context);
  }

  /**
   * OVER (or XOVER) for a range of article numbers in a group, selecting the
   * group first when needed (both written at once). The overview lines reach
   * `onLines` in batches as raw bytes, dot-unstuffed; resolves with their count.
   * An empty range (423) is zero lines, not an error.
   */
  async over(group: string, from: number, to: number, onLines: (lines: Buffer[]) => void): Promise<number> {
    const context = { ...this.context, command: this.overVerb, group };
    const range = rangeArgument(from, to, context);
    const selecting = this.selected === group ? null : this.group(group);
    const overview = this.send(`${this.overVerb} ${range}`, { context, dataCode: 224, onLines });
    if (selecting) {
      try {
        await selecting;
      } catch (error) {
        overview.catch(() => {});
        throw error;
      }
    }
    const answer = await overview;
    if (answer.code === 224) return answer.count;
    if (answer.code === 423 || answer.code === 420) return 0;
    // A server without CAPABILITIES may know only the older XOVER.
    if (answer.code === 500 && this.legacy && this.overVerb === 'OVER') {
      this.overVerb = 'XOVER';
      return this.over(group, from, to, onLines);
    }
    throw statusError(answer.code, answer.text, context);
  }

  /** LIST ACTIVE, all groups or those matching a wildmat such as `alt.binaries.*german*`. */
  async listActive(wildmat?: string): Promise<ActiveGroup[]> {
    const context = { ...this.context, command: 'LIST ACTIVE' };
    const pattern = wildmat === undefined ? '' : ` ${wildmatArgument(wildmat, context)}`;
    const answer = await this.send(`LIST ACTIVE${pattern}`, {
      context,
      dataCode: 215,
      limit: this.options.maxListBytes ?? 64 * 1024 * 1024,
    });
    if (answer.code !== 215) throw statusError(answer.code, answer.text, context);
    return answer.lines.map(parseActiveLine).filter((group): group is ActiveGroup => group !== null);
  }

  /** LIST OVERVIEW.FMT (RFC 3977 §8.4), or null when the server does not say. */
  async overviewFormat(): Promise<string[] | null> {
    const context = { ...this.context, command: 'LIST OVERVIEW.FMT' };
    const answer = await this.send('LIST OVERVIEW.FMT', { context, dataCode: 215 });
    if (answer.code === 215) return answer.lines.map((line) => line.toString('utf8').trim());
    if (answer.code === 500 || answer.code === 501 || answer.code === 503) return null;
    throw statusError(answer.code, answer.text, context);
  }

  /** The body of an article by message-id, CRLF after each line, dot-unstuffed. */
  body(messageId: string, maxBytes?: number): Promise<Buffer> {
    return this.fetchArticle('BODY', 222, messageId, maxBytes);
  }

  /** Head, empty line and body. */
  article(messageId: string, maxBytes?: number): Promise<Buffer> {
    return this.fetchArticle('ARTICLE', 220, messageId, maxBytes);
  }

  head(messageId: string, maxBytes?: number): Promise<Buffer> {
    return this.fetchArticle('HEAD', 221, messageId, maxBytes);
  }

  /** Says goodbye after the commands already written, then closes. */
  async quit(): Promise<void> {
    if (this.closedWith !== undefined) return;
    await this.send('QUIT', { context: { ...this.context, command: 'QUIT' } }).catch(() => {});
    this.destroy();
  }

  /** Closes at once; commands still waiting fail with `error` (or connection_lost). */
  destroy(error: NntpError | null = null): void {
    if (this.closedWith !== undefined) return;
    this.closedWith = error;
    this.queue.close(error);
    this.transport.destroy();
    for (const listener of this.closeListeners.splice(0)) listener(error);
  }

  private async fetchArticle(verb: string, dataCode: number, messageId: string, maxBytes?: number) {
    const context = { ...this.context, command: verb, messageId };
    const id = messageIdArgument(messageId, context);
    const limit = maxBytes ?? this.options.maxArticleBytes ?? 16 * 1024 * 1024;
    const answer = await this.send(`${verb} ${id}`, { context, dataCode, limit });
    if (answer.code !== dataCode) throw statusError(answer.code, answer.text, context);
    return joinLines(answer.lines, answer.bytes);
  }

  private async handshake(greeting: Answer): Promise<void> {
    const context = this.context;
    if (greeting.code === 400 || greeting.code === 502) {
      throw new NntpError('refused', { ...context, code: greeting.code, serverText: greeting.text });
    }
    if (greeting.code !== 200 && greeting.code !== 201) {
      throw new NntpError('protocol', {
        ...context,
        code: greeting.code,
        serverText: greeting.text,
        reason: 'unexpected_answer',
      });
    }
    this.greeted = true;
    this.posting = greeting.code === 200;
    await this.loadCapabilities();

    // A transit server that also serves readers wants MODE READER first (RFC 3977 §5.3);
    // RFC 4643 §2.2 forbids it after AUTHINFO, so it comes before.
    if (this.caps.has('MODE-READER') || this.legacy) {
      const modeContext = { ...context, command: 'MODE READER' };
      const mode = await this.send('MODE READER', { context: modeContext });
      if (mode.code === 200 || mode.code === 201) this.posting = mode.code === 200;
      else if (mode.code !== 500 || !this.legacy) throw statusError(mode.code, mode.text, modeContext);
      if (!this.legacy) await this.loadCapabilities();
    }

    if (this.options.tls === 'starttls') {
      const starttls = { ...context, command: 'STARTTLS' };
      // Never fall back to plain text: an attacker in the middle could strip the offer.
      if (!this.legacy && !this.caps.has('STARTTLS')) {
        throw new NntpError('tls', { ...starttls, detail: nntpDetails.starttlsMissing });
      }
      const answer = await this.send('STARTTLS', { context: starttls, switchCode: 382 });
      if (answer.code !== 382) throw statusError(answer.code, answer.text, starttls);
      await this.transport.startTls();
      // RFC 4642 §2.2.2: everything learned before the TLS layer is forgotten.
      this.selected = null;
      await this.loadCapabilities();
    }

    if (this.options.user !== undefined && this.options.user !== '') await this.authenticate();

    const compress = this.caps.get('COMPRESS');
    if (this.options.compress !== false && compress?.some((a) => a.toUpperCase() === 'DEFLATE')) {
      // Refused compression (403, 502) is not a reason to give up the connection.
      await this.send('COMPRESS DEFLATE', { context: { ...context, command: 'COMPRESS' }, switchCode: 206 });
    }
  }

  private async authenticate(): Promise<void> {
    const context = { ...this.context, command: 'AUTHINFO' };
    const user = credentialArgument(this.options.user ?? '', context);
    let answer = await this.send(`AUTHINFO USER ${user}`, { context });
    if (answer.code === 381) {
      const password = credentialArgument(this.options.password ?? '', context);
      answer = await this.send(`AUTHINFO PASS ${password}`, { context });
    }
    if (answer.code !== 281) throw statusError(answer.code, answer.text, context);
    // RFC 4643 §2.2: the capabilities may change once authenticated.
    await this.loadCapabilities();
  }

  private async loadCapabilities(): Promise<void> {
    const context = { ...this.context, command: 'CAPABILITIES' };
    const answer = await this.send('CAPABILITIES', { context, dataCode: 101 });
    if (answer.code === 101) {
      this.caps = parseCapabilities(answer.lines);
      this.legacy = false;
      this.overVerb = this.caps.has('OVER') ? 'OVER' : 'XOVER';
    } else if (answer.code === 500 || answer.code === 501) {
      // An RFC 977 server: no capability list; try the common commands and fall back.
      this.caps = new Map();
      this.legacy = true;
    } else {
      throw statusError(answer.code, answer.text, context);
    }
  }

  private send(command: string, spec: SendSpec): Promise<Answer> {
    if (this.closedWith !== undefined) {
      return Promise.reject(this.closedWith ?? this.queue.lost(spec.context, nntpDetails.closedByClient));
    }
    return this.queue.send(command, spec, this.idleMs);
  }
}
