import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NntpConnection, type NntpConnectionOptions } from './nntp-connection';
import { NntpError } from './nntp-error';
import {
  createTestCertificate,
  startNntpTestServer,
  type NntpTestServer,
  type NntpTestServerOptions,
  type TestCertificate,
} from './nntp-test-server';

const GROUP = 'alt.binaries.test';
let certificate: TestCertificate;
let otherName: TestCertificate;
let server: NntpTestServer | undefined;
const open: NntpConnection[] = [];

beforeAll(() => {
  certificate = createTestCertificate(['localhost', '127.0.0.1']);
  otherName = createTestCertificate(['news.example.org']);
});

afterEach(async () => {
  for (const connection of open.splice(0)) connection.destroy();
  await server?.close();
  server = undefined;
});

async function serve(options: NntpTestServerOptions): Promise<void> {
  server = await startNntpTestServer(options);
  server.post(GROUP, [{ messageId: '<a1@nzbkino.test>', subject: 'Über.Film.2024', body: 'x\r\n' }]);
}

async function connect(options: Partial<NntpConnectionOptions>): Promise<NntpConnection> {
  const connection = await NntpConnection.connect({
    host: '127.0.0.1',
    port: server!.port,
    tls: 'tls',
    ...options,
  });
  open.push(connection);
  return connection;
}

async function failure(promise: Promise<unknown>): Promise<NntpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NntpError);
  return error as NntpError;
}

describe('NntpConnection over TLS (nntps)', () => {
  it('refuses a self-signed certificate by default', async () => {
    await serve({ tls: certificate });
    const error = await failure(connect({}));
    expect(error).toMatchObject({
      kind: 'tls',
      context: { detail: 'DEPTH_ZERO_SELF_SIGNED_CERT' },
      retryable: false,
    });
    expect(error.message).toContain('Zertifikat');
    expect(server!.commands).toEqual([]);
  });

  it('accepts it when allowed, or when it is trusted explicitly', async () => {
    await serve({ tls: certificate });
    const allowed = await connect({ allowSelfSigned: true });
    expect(allowed.secure).toBe(true);
    expect((await allowed.group(GROUP)).count).toBe(1);
    const trusted = await connect({ ca: certificate.cert });
    expect((await trusted.body('<a1@nzbkino.test>')).toString()).toBe('x\r\n');
  });

  it('still checks the name when self-signed certificates are allowed', async () => {
    await serve({ tls: otherName });
    const error = await failure(connect({ allowSelfSigned: true }));
    expect(error).toMatchObject({ kind: 'tls', context: { detail: 'ERR_TLS_CERT_ALTNAME_INVALID' } });
    // With the right name the same certificate passes.
    const named = await connect({ allowSelfSigned: true, servername: 'news.example.org' });
    expect(named.secure).toBe(true);
  });

  it('reports TLS spoken to a plain-text server as a TLS failure', async () => {
    await serve({});
    expect(await failure(connect({ allowSelfSigned: true }))).toMatchObject({ kind: 'tls' });
  });
});

describe('NntpConnection with STARTTLS', () => {
  it('upgrades before it logs in and compresses, re-reading CAPABILITIES at each step', async () => {
    await serve({ starttls: certificate, users: { nzbkino: 'geheim' }, compress: true });
    const connection = await connect({
      tls: 'starttls',
      ca: certificate.cert,
      user: 'nzbkino',
      password: 'geheim',
    });
    expect(connection.secure).toBe(true);
    expect(connection.compressed).toBe(true);
    expect(connection.capabilities.has('STARTTLS')).toBe(false);
    expect((await connection.group(GROUP)).count).toBe(1);
    expect(server!.commands).toEqual([
      'CAPABILITIES',
      'STARTTLS',
      'CAPABILITIES',
      'AUTHINFO USER nzbkino',
      'AUTHINFO PASS ****',
      'CAPABILITIES',
      'COMPRESS DEFLATE',
      'GROUP alt.binaries.test',
    ]);
  });

  it('never falls back to plain text when STARTTLS is wanted but not offered', async () => {
    await serve({ users: { nzbkino: 'geheim' } });
    const error = await failure(connect({ tls: 'starttls', user: 'nzbkino', password: 'geheim' }));
    expect(error).toMatchObject({ kind: 'tls' });
    expect(error.message).toContain('kein STARTTLS');
    // The password never went over the wire unencrypted.
    expect(server!.commands).toEqual(['CAPABILITIES']);
  });

  it('refuses the upgraded connection when the certificate is not trusted', async () => {
    await serve({ starttls: certificate });
    const error = await failure(connect({ tls: 'starttls' }));
    expect(error).toMatchObject({ kind: 'tls', context: { detail: 'DEPTH_ZERO_SELF_SIGNED_CERT' } });
  });
});
