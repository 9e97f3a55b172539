import { sql } from 'drizzle-orm';
import type { Role } from '@nzbkino/shared';
import { grabs, releases } from '../src/db/schema';
import { generateNzb } from '../src/seed/nzb-factory';
import { tokenFor } from './auth-helpers';
import type { TestApp } from './test-app';

export const PASSWORD = 'Download-Test-1';

export interface Member {
  id: number;
  token: string;
}

/** A signed-in member of the given role. */
export async function member(t: TestApp, username: string, role: Role = 'USER'): Promise<Member> {
  const row = await t.app.services.users.createAccount({
    username,
    email: `${username}@example.org`,
    password: PASSWORD,
    role,
  });
  return { id: row.id, token: await tokenFor(t.app, username, PASSWORD) };
}

export interface ImportedRelease {
  id: number;
  guid: string;
  name: string;
  nzb: Buffer;
}

/** Imports one generated NZB (with an NFO when given) through the real ingest pipeline. */
export async function importRelease(
  t: TestApp,
  name: string,
  nfo?: Buffer,
  totalBytes = 2 * 1024 ** 3,
): Promise<ImportedRelease> {
  const nzb = Buffer.from(generateNzb({ name, totalBytes }));
  const result = await t.app.services.ingest.ingest({ nzb, ...(nfo ? { nfo } : {}) });
  if (result.status !== 'imported') throw new Error(`import of ${name}: ${JSON.stringify(result)}`);
  const [row] = await t.database.db
    .select({ guid: releases.guid })
    .from(releases)
    .where(sql`${releases.id} = ${result.releaseId}`);
  return { id: result.releaseId, guid: row!.guid, name: result.name, nzb };
}

/** Several releases named `{prefix}.{n}.German.1080p.WEB.x264-GRP`. */
export async function importReleases(t: TestApp, prefix: string, count: number): Promise<ImportedRelease[]> {
  const imported: ImportedRelease[] = [];
  for (let n = 1; n <= count; n++) {
    imported.push(await importRelease(t, `${prefix}.${n}.2020.German.1080p.WEB.x264-GRP`));
  }
  return imported;
}

/** Records earlier grabs directly, as if they had happened `hoursAgo` hours ago. */
export async function pastGrabs(
  t: TestApp,
  userId: number,
  of: ImportedRelease[],
  hoursAgo: number,
  counted = true,
): Promise<void> {
  const createdAt = new Date(Date.now() - hoursAgo * 3600_000);
  await t.database.db.insert(grabs).values(
    of.map((release) => ({
      userId,
      releaseId: release.id,
      releaseName: release.name,
      releaseSize: 1,
      channel: 'web' as const,
      counted,
      createdAt,
    })),
  );
}

export async function grabRows(t: TestApp, userId: number) {
  return t.database.db
    .select()
    .from(grabs)
    .where(sql`${grabs.userId} = ${userId}`)
    .orderBy(grabs.id);
}
