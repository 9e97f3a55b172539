import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  rmSync,
  writeFileSync,
  writeSync,
  rmdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageMessages } from '@nzbkino/shared';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { generateNzb } from '../src/seed/nzb-factory';
import { FsBlobStore } from '../src/storage';
import { tokenFor } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase } from './test-database';

const health = async (t: { app: TestApp['app'] }) => {
  const res = await t.app.inject({ url: '/api/health' });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe('/api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says ok when the database and the blob store take writes', async () => {
    expect(await health(t)).toEqual({
      status: 200,
      body: expect.objectContaining({ status: 'ok', database: 'ok', blobStore: 'ok' }),
    });
  });

  it('reports a blob store that cannot be written', async () => {
    // The blob folder is gone and a file sits in its place: no write can succeed there.
    rmSync(t.blobs.root, { recursive: true, force: true });
    writeFileSync(t.blobs.root, 'kein Ordner');
    try {
      expect(await health(t)).toEqual({
        status: 503,
        body: expect.objectContaining({ status: 'degraded', database: 'ok', blobStore: 'not-writable' }),
      });
    } finally {
      rmSync(t.blobs.root);
    }
    expect((await health(t)).body).toMatchObject({ status: 'ok', blobStore: 'ok' });
  });

  it('reports a database that answers reads but refuses writes', async () => {
    // Every write of the probe row fails, as on a full disk, while `select 1` still works.
    await t.database.db.execute(
      sql`alter table health_probe add constraint health_probe_refuses check (false) not valid`,
    );
    try {
      expect(await health(t)).toEqual({
        status: 503,
        body: expect.objectContaining({ status: 'degraded', database: 'not-writable', blobStore: 'ok' }),
      });
    } finally {
      await t.database.db.execute(sql`alter table health_probe drop constraint health_probe_refuses`);
    }
    expect((await health(t)).body).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

/** A tiny tmpfs as the blob store's disk, so "full" is a real ENOSPC from the kernel. Root only. */
function mountTinyDisk(dir: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function fill(file: string): void {
  const fd = openSync(file, 'w');
  try {
    const chunk = Buffer.alloc(64 * 1024);
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

describe('a full disk', () => {
  let disk: string;
  let mounted = false;
  let app: TestApp['app'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    disk = mkdtempSync(path.join(tmpdir(), 'nzbkino-disk-'));
    mounted = mountTinyDisk(disk);
    if (!mounted) return;
    const database = await createTestDatabase();
    const blobs = new FsBlobStore(path.join(disk, 'blobs'));
    app = await buildApp(testConfig({ webDist: '/nonexistent', dataDir: path.join(disk, 'data') }), {
      database,
      blobs,
    });
    close = async () => {
      await app.close();
      await database.close();
    };
    await app.services.users.createAccount({
      username: 'chefin',
      email: 'chefin@example.org',
      password: 'Sehr-geheim-1',
      role: 'ADMIN',
    });
    mkdirSync(path.join(disk, 'blobs'), { recursive: true });
  });
  afterAll(async () => {
    await close?.();
    if (mounted) execFileSync('umount', ['-l', disk]);
    rmdirSync(disk);
  });

  it('answers an NZB upload with 507 and a German message, not a 500', async (ctx) => {
    if (!mounted) ctx.skip('needs root to mount a tiny tmpfs as a full disk');
    const token = await tokenFor(app, 'chefin', 'Sehr-geheim-1');
    const name = 'Voll.2024.German.1080p.WEB.x264-DISK';
    const boundary = '----nzbkino-disk';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}.nzb"\r\n` +
        `Content-Type: application/x-nzb\r\n\r\n${generateNzb({ name, totalBytes: 500 * 1024 * 1024 })}\r\n--${boundary}--\r\n`,
    );
    const upload = () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/releases/upload',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });

    fill(path.join(disk, 'ballast'));
    const full = await upload();
    expect(full.statusCode).toBe(507);
    expect(full.json()).toMatchObject({ statusCode: 507, message: storageMessages.diskFull });
    expect((await health({ app })).body).toMatchObject({ status: 'degraded', blobStore: 'not-writable' });

    // With room again the same upload is stored: nothing half-done was left in the way.
    rmSync(path.join(disk, 'ballast'));
    const stored = await upload();
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ imported: 1 });
  });
});
