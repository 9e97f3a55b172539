import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
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
