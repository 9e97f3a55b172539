import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storageMessages } from '@nzbkino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { releases } from '../src/db/schema';
import { generateNzb } from '../src/seed/nzb-factory';
import { FsBlobStore, type BlobKind, type PreparedBlob } from '../src/storage';
import { tokenFor } from './auth-helpers';
import { multipartBody } from './multipart';
import { createTestDatabase } from './test-database';

/*
 * A multi-file admin upload that runs into a full disk part way: the files
 * stored before stay stored, and the answer says which they are instead of
 * "nothing was saved".
 */

/** A blob store whose disk fills up once it has taken `room` NZBs, as the kernel says it: ENOSPC. */
class FillingBlobStore extends FsBlobStore {
  room = Infinity;

  override async putPrepared(kind: BlobKind, blob: PreparedBlob) {
    if (kind === 'nzb' && this.room <= 0) {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        syscall: 'write',
      });
    }
    if (kind === 'nzb') this.room -= 1;
    return super.putPrepared(kind, blob);
  }
}

let app: Awaited<ReturnType<typeof buildApp>>;
let blobs: FillingBlobStore;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nzbkino-partly-'));
  blobs = new FillingBlobStore(path.join(dataDir, 'blobs'));
  app = await buildApp(testConfig({ webDist: '/nonexistent', dataDir }), { database, blobs });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  await app.services.users.createAccount({
    username: 'chefin',
    email: 'chefin@example.org',
    password: 'Sehr-geheim-1',
    role: 'ADMIN',
  });
  token = await tokenFor(app, 'chefin', 'Sehr-geheim-1');
});
afterAll(() => close());

const names = ['Erster.2024.German.1080p.WEB.x264-DISK', 'Zweiter.2024.German.1080p.WEB.x264-DISK'];
const names3 = [...names, 'Dritter.2024.German.1080p.WEB.x264-DISK'];

function upload(files: string[]) {
  const body = multipartBody(
    files.map((name) => ({
      field: 'files',
      file: `${name}.nzb`,
      content: generateNzb({ name, totalBytes: 700 * 1024 ** 2 }),
    })),
  );
  return app.inject({
    method: 'POST',
    url: '/api/admin/releases/upload',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

describe('an upload that fills the disk part way', () => {
  it('answers 507 naming the files stored before the disk was full and those that were not', async () => {
    blobs.room = 1;
    const res = await upload(names3);
    expect(res.statusCode).toBe(507);
    const { message } = res.json();
    expect(message).not.toBe(storageMessages.diskFull);
    expect(message).not.toContain('nichts gespeichert');
    expect(message).toBe(
      `Der Speicherplatz des Servers ist voll. Gespeichert wurden: ${names3[0]}.nzb. ` +
        `Nicht gespeichert: ${names3[1]}.nzb, ${names3[2]}.nzb. Bitte laden Sie diese später erneut hoch.`,
    );
    // What the answer says is what is there.
    const stored = (await app.database.db.select().from(releases)).map((r) => r.name);
    expect(stored).toEqual([names3[0]]);
  });

  it('still says nothing was saved when the disk was full from the first file on', async () => {
    blobs.room = 0;
    const res = await upload([
      'Vierter.2024.German.1080p.WEB.x264-DISK',
      'Fuenfter.2024.German.1080p.WEB.x264-DISK',
    ]);
    expect(res.statusCode).toBe(507);
    expect(res.json().message).toBe(storageMessages.diskFull);
  });
});
