import { nntpConfigMessages } from '@nzbkino/shared';
import type { NntpConnectionOptions } from './nntp-connection';

/** One news server of a pool: how to reach it, how many connections, its rank. */
export interface NntpServerConfig extends NntpConnectionOptions {
  /** How messages and logs name it (default host:port). */
  name: string;
  /** Connections the pool may open to it. */
  connections: number;
  /** Lower first: 0 is the main server, higher numbers are fill servers asked for missing articles. */
  priority: number;
}

/** A server address that cannot be used; the message is German for the operator. */
export class NntpConfigError extends Error {
  override readonly name = 'NntpConfigError';
}

const BOOLEAN: Record<string, boolean> = {
  '1': true,
  true: true,
  yes: true,
  '0': false,
  false: false,
  no: false,
};

/**
 * Reads `nntp://user:pass@host:119` or `nntps://user:pass@host:563` (user and
 * password URL-encoded, so "p@ss" is written p%40ss). Optional query
 * parameters: `connections`, `priority`, `starttls=1` (nntp:// only),
 * `allowSelfSigned=1` (test servers), `compress=0`, `name`.
 */
export function parseNntpUrl(
  text: string,
  defaults: { connections?: number; priority?: number } = {},
): NntpServerConfig {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw invalid(nntpConfigMessages.host);
  }
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  if (scheme !== 'nntp' && scheme !== 'nntps') throw invalid(nntpConfigMessages.scheme);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw invalid(nntpConfigMessages.host);
  const port = url.port === '' ? (scheme === 'nntps' ? 563 : 119) : Number(url.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw invalid(nntpConfigMessages.port);

  let user: string | undefined;
  let password: string | undefined;
  try {
    user = url.username === '' ? undefined : decodeURIComponent(url.username);
    password = url.password === '' ? undefined : decodeURIComponent(url.password);
  } catch {
    throw invalid(nntpConfigMessages.encoding);
  }
  if (password !== undefined && user === undefined) throw invalid(nntpConfigMessages.passwordWithoutUser);

  const config: NntpServerConfig = {
    name: `${host}:${port}`,
    host,
    port,
    tls: scheme === 'nntps' ? 'tls' : 'none',
    user,
    password,
    connections: defaults.connections ?? 4,
    priority: defaults.priority ?? 0,
  };
  for (const [key, value] of url.searchParams) {
    switch (key) {
      case 'connections':
      case 'priority': {
        const n = Number(value);
        const min = key === 'connections' ? 1 : 0;
        if (!/^\d+$/.test(value) || n < min || n > 1000) throw invalid(nntpConfigMessages.option(key));
        config[key] = n;
        break;
      }
      case 'starttls':
      case 'allowSelfSigned':
      case 'compress': {
        const flag = BOOLEAN[value.toLowerCase()];
        if (flag === undefined) throw invalid(nntpConfigMessages.option(key));
        if (key === 'starttls') {
          if (flag && scheme === 'nntps') throw invalid(nntpConfigMessages.noStarttls);
          if (flag) config.tls = 'starttls';
        } else config[key] = flag;
        break;
      }
      case 'name':
        if (value.trim() === '') throw invalid(nntpConfigMessages.option(key));
        config.name = value.trim();
        break;
      default:
        throw invalid(nntpConfigMessages.unknownOption(key));
    }
  }
  config.label = config.name;
  return config;
}

function invalid(detail: string): NntpConfigError {
  return new NntpConfigError(nntpConfigMessages.invalidUrl(detail));
}
