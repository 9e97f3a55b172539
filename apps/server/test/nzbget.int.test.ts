import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNzb } from '@nzbkino/nzb';
import { keyHolder } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';
import { startNzbget, type NzbgetRunner } from './nzbget-runner';
import { freePort, GROUP, postFile, testbedMissing } from './usenet-testbed';

/*
 * The whole chain with a real client: a file posted to INN as yEnc, its NZB
 * imported, NZBGet reading our RSS feed (dl=1), grabbing the NZB through the
 * feed's link and downloading the articles from INN; the file it writes must be
 * the file that was posted, byte for byte.
 */
const missing = await testbedMissing();
if (missing && process.env.USENET_TESTBED === 'required') throw new Error(`NZBGet-Test: ${missing}`);
if (missing) console.log(`NZBGet-Ende-zu-Ende-Test übersprungen: ${missing}`);

const RELEASE = 'NZBGet.Probe.2024.German.1080p.WEB.x264-NZBKINO';
const FILE = 'nzbget-probe.bin';

describe.skipIf(missing !== null)('NZBGet downloads through our RSS feed from INN', () => {
  let t: TestApp;
  let nzbget: NzbgetRunner | undefined;
  const original = randomBytes(300_000);

  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp({ publicUrl: `http://127.0.0.1:${port}` });
    await t.app.listen({ port, host: '127.0.0.1' });

    const segments = await postFile(FILE, original, RELEASE, 120_000);
    const nzb = buildNzb({
      meta: { name: RELEASE },
      files: [
        {
          subject: `${RELEASE} [1/1] - "${FILE}" yEnc (1/${segments.length})`,
          poster: 'NZBKino Test <poster@nzbkino.test>',
          date: new Date(),
          groups: [GROUP],
          segments,
        },
      ],
    });
    const imported = await t.app.services.ingest.ingest({ nzb: Buffer.from(nzb) });
    expect(imported.status).toBe('imported');

    const member = await keyHolder(t, 'nzbget-member', 'PREMIUM');
    nzbget = await startNzbget(
      path.join(t.dataDir, 'nzbget'),
      `http://127.0.0.1:${port}/rss?dl=1&apikey=${member.key}`,
    );
  }, 60_000);

  afterAll(async () => {
    await nzbget?.stop();
    await t?.close();
  });

  it('fetches the feed, grabs the NZB through the feed link and downloads the posted file unchanged', async () => {
    const { rpc, until, finished } = nzbget!;
    await until(
      'feed fetched',
      () => rpc('fetchfeed', [1]),
      (ok) => ok === true,
    );
    const done = await finished(RELEASE);
    expect(done.Status).toMatch(/^SUCCESS/);
    const files = readdirSync(done.DestDir);
    expect(files).toContain(FILE);
    expect(readFileSync(path.join(done.DestDir, FILE)).equals(original)).toBe(true);

    // The grab went through the feed's link: one counted download, channel rss.
    const rows = (await t.database.db.execute(`select channel from grabs`)) as unknown as {
      rows: { channel: string }[];
    };
    expect(rows.rows.map((r) => r.channel)).toEqual(['rss']);
  }, 90_000);
});
