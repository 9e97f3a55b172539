import { setTimeout as sleep } from 'node:timers/promises';
import { nntpDetails } from '@nzbkino/shared';
import type { NntpServerConfig } from './nntp-config';
import { NntpConnection } from './nntp-connection';
import { NntpError } from './nntp-error';

export interface BackoffOptions {
  /** Wait before the first reconnect after a failure (default 1 s), doubled per further failure … */
  backoffInitialMs: number;
  /** … up to this (default 60 s). */
  backoffMaxMs: number;
  /** Operations one connection carries at once, written without waiting (pipelining; default 2). */
  pipelineDepth: number;
}

/** A snapshot for status pages: how a server is doing. */
export interface ServerStatus {
  name: string;
  priority: number;
  open: number;
  busy: number;
  failures: number;
  /** How long until the next connection attempt is allowed (the back-off), 0 when now. */
  retryInMs: number;
  lastError: string | null;
}

interface Waiter {
  resolve(connection: NntpConnection): void;
  reject(error: unknown): void;
}

/**
 * The connections to one server: opened when first needed, up to its limit,
 * each carrying up to `pipelineDepth` operations at once. A connection that
 * breaks is dropped; the next one is opened after an exponential back-off, so a
 * server that is down is not hammered, and the back-off resets once a
 * connection succeeds again.
 */
export class ServerConnections {
  private readonly leases = new Map<NntpConnection, number>();
  private opening = 0;
  private failures = 0;
  private retryAt = 0;
  private lastError: NntpError | null = null;
  private readonly waiters: Waiter[] = [];
  private readonly abort = new AbortController();

  constructor(
    readonly config: NntpServerConfig,
    private readonly options: BackoffOptions,
    private readonly connect: (config: NntpServerConfig) => Promise<NntpConnection> = (c) =>
      NntpConnection.connect(c),
  ) {}

  get name(): string {
    return this.config.name;
  }

  /** A connection with room for one more operation; give it back with release(). */
  lease(): Promise<NntpConnection> {
    if (this.abort.signal.aborted) return Promise.reject(this.closedError());
    const connection = this.leastBusy();
    if (connection) {
      this.leases.set(connection, this.leases.get(connection)! + 1);
      return Promise.resolve(connection);
    }
    if (this.leases.size + this.opening < this.config.connections) return this.openOne();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  release(connection: NntpConnection): void {
    const count = this.leases.get(connection);
    if (count === undefined) return; // already dropped when it closed
    this.leases.set(connection, count - 1);
    this.serveWaiters();
  }

  status(): ServerStatus {
    let busy = 0;
    for (const count of this.leases.values()) busy += count;
    return {
      name: this.config.name,
      priority: this.config.priority,
      open: this.leases.size,
      busy,
      failures: this.failures,
      retryInMs: Math.max(0, this.retryAt - Date.now()),
      lastError: this.lastError?.message ?? null,
    };
  }

  async close(): Promise<void> {
    this.abort.abort();
    for (const waiter of this.waiters.splice(0)) waiter.reject(this.closedError());
    await Promise.all([...this.leases.keys()].map((connection) => connection.quit()));
  }

  /** Hands connections with room to waiting operations, first come first served. */
  private serveWaiters(): void {
    let connection: NntpConnection | null;
    while (this.waiters.length && (connection = this.leastBusy())) {
      this.leases.set(connection, this.leases.get(connection)! + 1);
      this.waiters.shift()!.resolve(connection);
    }
  }

  private leastBusy(): NntpConnection | null {
    let best: NntpConnection | null = null;
    let bestCount = this.options.pipelineDepth;
    for (const [connection, count] of this.leases) {
      if (count < bestCount && !connection.isClosed) {
        best = connection;
        bestCount = count;
      }
    }
    return best;
  }

  private async openOne(): Promise<NntpConnection> {
    this.opening++;
    try {
      const wait = this.retryAt - Date.now();
      if (wait > 0) await sleep(wait, undefined, { signal: this.abort.signal }).catch(() => {});
      if (this.abort.signal.aborted) throw this.closedError();
      const connection = await this.connect(this.config);
      if (this.abort.signal.aborted) {
        void connection.quit();
        throw this.closedError();
      }
      this.failures = 0;
      this.retryAt = 0;
      this.leases.set(connection, 1);
      connection.onClose((error) => this.dropped(connection, error));
      // A new connection has room for more than the operation that opened it.
      queueMicrotask(() => this.serveWaiters());
      return connection;
    } catch (error) {
      if (error instanceof NntpError) this.failed(error);
      throw error;
    } finally {
      this.opening--;
    }
  }

  private dropped(connection: NntpConnection, error: NntpError | null): void {
    this.leases.delete(connection);
    if (this.abort.signal.aborted) return;
    // A server closing an idle connection is normal; breaking one mid-answer counts as a failure.
    if (error) this.failed(error);
    // Operations waiting for room may now get a fresh connection in its place.
    while (this.waiters.length && this.leases.size + this.opening < this.config.connections) {
      const waiter = this.waiters.shift()!;
      this.openOne().then(waiter.resolve, waiter.reject);
    }
  }

  private failed(error: NntpError): void {
    this.lastError = error;
    this.failures++;
    const delay = Math.min(
      this.options.backoffInitialMs * 2 ** (this.failures - 1),
      this.options.backoffMaxMs,
    );
    this.retryAt = Date.now() + delay;
  }

  private closedError(): NntpError {
    return new NntpError('connection_lost', { server: this.config.name, detail: nntpDetails.poolClosed });
  }
}
