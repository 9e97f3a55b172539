import { NntpPool, parseNntpUrl, type NntpServerConfig } from '../../../integrations/nntp';
import type { IndexerServerRow, IndexerServersRepository } from './indexer-servers.repository';

/** The pool of the servers configured now; a new one when the configuration changed. */
export interface NewsServers {
  /** Null while no server is configured (the indexer then has nothing to do and says so). */
  pool(): Promise<NntpPool | null>;
  close(): Promise<void>;
}

function fromRow(row: IndexerServerRow): NntpServerConfig {
  return {
    name: row.name || `${row.host}:${row.port}`,
    host: row.host,
    port: row.port,
    tls: row.tls ? 'tls' : 'none',
    allowSelfSigned: row.tlsInsecure,
    user: row.username ?? undefined,
    password: row.password ?? undefined,
    connections: row.connections,
    priority: row.priority,
  };
}

/**
 * The servers of NNTP_URL (the environment, for scripted installs) and of the
 * admin area's Indexer tab, by priority. A pool keeps its connections open
 * between updates; a change of the servers closes it and opens the next.
 */
export class ConfiguredNewsServers implements NewsServers {
  private current: { signature: string; pool: NntpPool } | null = null;

  constructor(
    private readonly servers: IndexerServersRepository,
    private readonly env: { nntpUrl: string | undefined; connections: number },
    private readonly chunkSize: number,
  ) {}

  async configs(): Promise<NntpServerConfig[]> {
    const configs = (await this.servers.list()).filter((row) => row.active).map(fromRow);
    if (this.env.nntpUrl)
      configs.unshift({
        ...parseNntpUrl(this.env.nntpUrl, { connections: this.env.connections }),
        name: 'NNTP_URL',
      });
    return configs;
  }

  async pool(): Promise<NntpPool | null> {
    const configs = await this.configs();
    const signature = JSON.stringify(configs);
    if (this.current?.signature === signature) return this.current.pool;
    const old = this.current?.pool;
    this.current =
      configs.length > 0 ? { signature, pool: new NntpPool(configs, { chunkSize: this.chunkSize }) } : null;
    await old?.close();
    return this.current?.pool ?? null;
  }

  async close(): Promise<void> {
    await this.current?.pool.close();
    this.current = null;
  }
}
