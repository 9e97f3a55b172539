import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parseTrustProxy } from './trust-proxy';

/** The client address Fastify reports for a request from 127.0.0.1 with this X-Forwarded-For. */
async function clientAddress(trustProxy: string | undefined, forwardedFor: string): Promise<string> {
  const config = loadConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  const app = Fastify({ trustProxy: config.trustProxy });
  app.get('/', (request) => ({ ip: request.ip }));
  const res = await app.inject({ url: '/', headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return res.json().ip;
}

describe('TRUST_PROXY', () => {
  it('reads off, a proxy on this machine, and the proxies’ addresses or networks', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toEqual(['loopback']);
    expect(parseTrustProxy('YES')).toEqual(['loopback']);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,uniquelocal')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
    for (const bad of ['maybe', '2', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.example.org'])
      expect(parseTrustProxy(bad), bad).toHaveProperty('error');
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('never lets a client choose its own address by writing X-Forwarded-For', async () => {
    // The client wrote 203.0.113.66; the proxy on this machine appended the address it saw.
    const header = '203.0.113.66, 198.51.100.7';
    expect(await clientAddress(undefined, header)).toBe('127.0.0.1');
    expect(await clientAddress('true', header)).toBe('198.51.100.7');
    expect(await clientAddress('127.0.0.1', header)).toBe('198.51.100.7');
    // A proxy that is not the one named reports nothing: the socket's address counts.
    expect(await clientAddress('10.0.0.0/8', header)).toBe('127.0.0.1');
    // Two proxies (a load balancer at 198.51.100.7 in front of the local one): the next entry is the client.
    expect(await clientAddress('loopback,198.51.100.7', header)).toBe('203.0.113.66');
  });
});
