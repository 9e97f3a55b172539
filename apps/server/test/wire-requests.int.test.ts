import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@nzbkino/shared';
import { generateNzb } from '../src/seed/nzb-factory';
import { multipartBody } from './multipart';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let base: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.app.services.users.createAccount({
    username: 'packerin',
    email: 'packerin@example.org',
    password: 'Sehr-geheim-1',
    role: 'ADMIN',
  });
  adminToken = t.app.services.auth.issueToken(admin, 3600);
  // A real socket: app.inject hands over the whole body at once and never shows a stalled stream.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A bound far above any answer of a working server, so a hang fails the test instead of stalling the run. */
const HANG = 20_000;

function upload(name: string, headers: Record<string, string>, body: Buffer) {
  return fetch(`${base}/api/admin/releases/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, ...headers },
    body,
    signal: AbortSignal.timeout(HANG),
  });
}

describe('a multipart upload sent with Content-Encoding', () => {
  const nzb = (name: string) => generateNzb({ name, totalBytes: 400 * 1024 ** 2 });

  it('is answered at once with a German 415, however large it is unpacked', async () => {
    for (const [name, copies] of [
      ['Klein.Gepackt.2024.German.1080p.WEB.x264-GRP', 1],
      ['Gross.Gepackt.2024.German.1080p.WEB.x264-GRP', 8],
    ] as const) {
      const files = Array.from({ length: copies }, (_, i) => ({
        field: 'files',
        file: `${name}.${i}.nzb`,
        content: nzb(`${name}.${i}`),
      }));
      const { payload, headers } = multipartBody(files);
      if (copies > 1) expect(payload.length).toBeGreaterThan(64 * 1024);
      for (const [encoding, pack] of [
        ['gzip', gzipSync],
        ['deflate', deflateSync],
        ['br', brotliCompressSync],
      ] as const) {
        const packed = pack(payload);
        const res = await upload(name, { ...headers, 'content-encoding': encoding }, packed);
        expect(res.status, `${encoding} ${payload.length}`).toBe(415);
        expect(await res.json()).toEqual({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: serverMessages.compressedMultipart,
        });
      }
    }
  });

  it('still imports the same upload sent unpacked (or as identity)', async () => {
    const { payload, headers } = multipartBody([
      {
        field: 'files',
        file: 'Offen.Gesendet.2024.German.1080p.WEB.x264-GRP.nzb',
        content: nzb('Offen.Gesendet.2024.German.1080p.WEB.x264-GRP'),
      },
    ]);
    const res = await upload('offen', { ...headers, 'content-encoding': 'identity' }, payload);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { results: unknown[] }).results[0]).toMatchObject({ status: 'imported' });
  });
});

/** Writes `raw` to the server as it is and answers everything it sends back until it closes. */
function rawRequest(raw: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(HANG, () => socket.destroy(new Error('no answer')));
  });
}

/** Status line and JSON body of a raw answer. */
function parsed(answer: string): { status: string; body: unknown } {
  const [head, body = ''] = answer.split('\r\n\r\n');
  return { status: head!.split('\r\n')[0]!, body: JSON.parse(body) };
}

describe('requests the HTTP parser cannot read', () => {
  it('answers a broken header line in German, as every other error', async () => {
    const answer = parsed(await rawRequest('GET /api/health HTTP/1.1\r\nHost: x\r\nKaputte Zeile\r\n\r\n'));
    expect(answer).toEqual({
      status: 'HTTP/1.1 400 Bad Request',
      body: { statusCode: 400, error: 'Bad Request', message: serverMessages.malformedRequest },
    });
  });

  it('answers headers beyond the limit with 431 in German', async () => {
    const big = 'a'.repeat(20_000);
    const answer = parsed(await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Gross: ${big}\r\n\r\n`));
    expect(answer).toEqual({
      status: 'HTTP/1.1 431 Request Header Fields Too Large',
      body: {
        statusCode: 431,
        error: 'Request Header Fields Too Large',
        message: serverMessages.headersTooLarge,
      },
    });
  });
});
