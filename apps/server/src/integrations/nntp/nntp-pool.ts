import type { ActiveGroup, GroupInfo } from './nntp-commands';
import type { NntpServerConfig } from './nntp-config';
import type { NntpConnection } from './nntp-connection';
import { NntpError } from './nntp-error';
import { DEFAULT_OVERVIEW_FORMAT, overviewFormatFrom, type OverviewFormat } from './nntp-overview';
import { ServerConnections, type BackoffOptions, type ServerStatus } from './nntp-server-connections';

export interface NntpPoolOptions extends Partial<BackoffOptions> {
  /** Article numbers per OVER command (default 10,000; NNTmux reads 20,000 per XOVER). */
  chunkSize?: number;
  /** Tries of one chunk or article on one server when connections break (default 3). */
  attempts?: number;
  /** Opens a connection; tests replace it. */
  connect?: (config: NntpServerConfig) => Promise<NntpConnection>;
}

/** The overview lines of one range, complete: a watermark may advance past `to` once they are stored. */
export interface OverviewChunk {
  from: number;
  to: number;
  lines: Buffer[];
}

/**
 * Several news servers with several connections each. Headers (GROUP, OVER,
 * LIST) come from the main server — article numbers belong to one server —
 * spread over its connections in chunks; articles (BODY) are asked of the
 * servers in priority order, so a fill server supplies what the main one lacks.
 */
export class NntpPool {
  private readonly servers: ServerConnections[];
  private readonly chunkSize: number;
  private readonly attempts: number;
  private readonly depth: number;
  private format: Promise<OverviewFormat> | null = null;

  constructor(servers: readonly NntpServerConfig[], options: NntpPoolOptions = {}) {
    if (servers.length === 0) throw new RangeError('NntpPool needs at least one server');
    const timing: BackoffOptions = {
      backoffInitialMs: options.backoffInitialMs ?? 1000,
      backoffMaxMs: options.backoffMaxMs ?? 60_000,
      pipelineDepth: options.pipelineDepth ?? 2,
    };
    this.depth = timing.pipelineDepth;
    this.chunkSize = options.chunkSize ?? 10_000;
    this.attempts = options.attempts ?? 3;
    // Stable: servers of equal priority keep the order they were given in.
    this.servers = [...servers]
      .sort((a, b) => a.priority - b.priority)
      .map((config) => new ServerConnections(config, timing, options.connect));
  }

  private get main(): ServerConnections {
    return this.servers[0]!;
  }

  group(name: string): Promise<GroupInfo> {
    return this.withConnection(this.main, (connection) => connection.group(name));
  }

  listActive(wildmat?: string): Promise<ActiveGroup[]> {
    return this.withConnection(this.main, (connection) => connection.listActive(wildmat));
  }

  /** The main server's LIST OVERVIEW.FMT (asked once), or the RFC 3977 order when it does not say. */
  overviewFormat(): Promise<OverviewFormat> {
    this.format ??= this.withConnection(this.main, (connection) => connection.overviewFormat()).then(
      (lines) => (lines ? overviewFormatFrom(lines) : DEFAULT_OVERVIEW_FORMAT),
      (error: unknown) => {
        this.format = null;
        throw error;
      },
    );
    return this.format;
  }

  /**
   * The overview of articles `from`–`to` in chunks, in ascending order. While
   * the caller stores one chunk, the next ones are already being read on the
   * main server's connections (at most connections × pipeline depth ahead, so
   * memory stays bounded). A chunk whose connection broke is read again on
   * another connection; it is only yielded whole.
   */
  async *over(
    group: string,
    from: number,
    to: number,
    chunkSize = this.chunkSize,
  ): AsyncGenerator<OverviewChunk> {
    const server = this.main;
    const ahead = Math.max(1, server.config.connections * this.depth);
    const running: { from: number; to: number; lines: Promise<Buffer[]> }[] = [];
    let next = from;
    const launch = () => {
      while (next <= to && running.length < ahead) {
        const start = next;
        const end = Math.min(to, start + chunkSize - 1);
        next = end + 1;
        const lines = this.overChunk(server, group, start, end);
        lines.catch(() => {}); // awaited in order below; an early exit must not leave it unhandled
        running.push({ from: start, to: end, lines });
      }
    };
    launch();
    while (running.length) {
      const chunk = running.shift()!;
      const lines = await chunk.lines;
      launch();
      yield { from: chunk.from, to: chunk.to, lines };
    }
  }

  /** An article body from the first server (by priority) that has it. */
  body(messageId: string, maxBytes?: number): Promise<Buffer> {
    return this.fromAnyServer('BODY', messageId, (connection) => connection.body(messageId, maxBytes));
  }

  article(messageId: string, maxBytes?: number): Promise<Buffer> {
    return this.fromAnyServer('ARTICLE', messageId, (connection) => connection.article(messageId, maxBytes));
  }

  status(): ServerStatus[] {
    return this.servers.map((server) => server.status());
  }

  /** Says QUIT on every connection; waiting operations fail. */
  async close(): Promise<void> {
    await Promise.all(this.servers.map((server) => server.close()));
  }

  private overChunk(server: ServerConnections, group: string, from: number, to: number): Promise<Buffer[]> {
    return this.withConnection(server, async (connection) => {
      const lines: Buffer[] = [];
      await connection.over(group, from, to, (batch) => {
        for (const line of batch) lines.push(line);
      });
      return lines;
    });
  }

  private async fromAnyServer(
    command: string,
    messageId: string,
    fetch: (connection: NntpConnection) => Promise<Buffer>,
  ): Promise<Buffer> {
    let failure: NntpError | null = null;
    for (const server of this.servers) {
      try {
        return await this.withConnection(server, fetch);
      } catch (error) {
        if (!(error instanceof NntpError)) throw error;
        // A missing article sends us to the next (fill) server; so does a server that is down.
        if (error.kind === 'invalid_request') throw error;
        if (error.kind !== 'no_article') failure ??= error;
      }
    }
    // Only when no server had trouble is the article really missing everywhere.
    throw (
      failure ??
      new NntpError('no_article', {
        server: this.servers.map((server) => server.name).join(', '),
        command,
        messageId,
      })
    );
  }

  private async withConnection<T>(
    server: ServerConnections,
    operation: (connection: NntpConnection) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let connection: NntpConnection;
      try {
        connection = await server.lease();
      } catch (error) {
        if (attempt < this.attempts && error instanceof NntpError && error.retryable) continue;
        throw error;
      }
      try {
        return await operation(connection);
      } catch (error) {
        if (attempt < this.attempts && error instanceof NntpError && error.retryable) continue;
        throw error;
      } finally {
        server.release(connection);
      }
    }
  }
}
