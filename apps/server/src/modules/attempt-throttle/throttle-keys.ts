import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** A counter key: the kind in clear, the value hashed, so the table holds no typed names or addresses. */
export function throttleKey(kind: string, value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('base64url')}`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((part) =>
    part.padStart(4, '0').toLowerCase(),
  );
}

/**
 * The "client address" sign-in failures are counted for. IPv4 as is (also when
 * written IPv4-mapped); IPv6 by its /64 prefix, because one subscriber usually
 * holds a whole /64 and could otherwise rotate through 2^64 addresses.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip) && !ip.includes('.')) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}
