import { isIP } from 'node:net';

/**
 * Which proxies in front of the server may report the client's address
 * (X-Forwarded-For, -Proto, -Host), as Fastify's `trustProxy` takes it:
 * false (none: the socket's address) or the proxies' own addresses and
 * networks. The client is then the nearest address in X-Forwarded-For that
 * is not a trusted proxy: an entry the client wrote itself sits further left
 * and is never read. (Hop counts are not offered: Fastify 5 refuses them,
 * as they cannot tell a proxy from a client that sends the header itself.)
 */
export type TrustedProxies = false | string[];

const NONE = new Set(['false', '0', 'no', '']);
/** Ranges proxy-addr knows by name: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as written by an operator. `true` (or `yes`) means a reverse
 * proxy on the same machine (`loopback`), the usual set-up. Trusting every
 * hop instead, as Fastify's own `true` does, would take the left-most
 * X-Forwarded-For entry, which the client writes itself, and let anyone pick
 * the address every per-address limit counts.
 */
export function parseTrustProxy(value: string): TrustedProxies | { error: string } {
  const text = value.trim().toLowerCase();
  if (NONE.has(text)) return false;
  if (text === 'true' || text === 'yes' || text === '1') return ['loopback'];
  const proxies = text.split(',').map((entry) => entry.trim());
  for (const entry of proxies) {
    if (NAMED.has(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk =
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || rest.length > 0)
      return {
        error:
          `TRUST_PROXY: „${entry}“ ist weder true/false noch eine Adresse, ein Netz (CIDR) oder ` +
          'loopback, linklocal, uniquelocal',
      };
  }
  return proxies;
}
