import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNzb } from '@nzbkino/nzb';
import { keyHolder } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';
import { freePort, GROUP, NNTP, NZBGET, postFile, testbedMissing } from './usenet-testbed';

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
  let nzbget: ChildProcess | undefined;
  let rpc: (method: string, params?: unknown[]) => Promise<unknown>;
  let scratch: string;
  const original = randomBytes(300_000);

  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp({ publicUrl: `http://127.0.0.1:${port}` });
    await t.app.listen({ port, host: '127.0.0.1' });
    scratch = path.join(t.dataDir, 'nzbget');
    for (const dir of ['dst', 'inter', 'nzb', 'queue', 'tmp'])
      mkdirSync(path.join(scratch, dir), { recursive: true });

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
    const controlPort = await freePort();
    const config = [
      `MainDir=${scratch}`,
      `DestDir=${scratch}/dst`,
      `InterDir=${scratch}/inter`,
      `NzbDir=${scratch}/nzb`,
      `QueueDir=${scratch}/queue`,
      `TempDir=${scratch}/tmp`,
      `LockFile=${scratch}/nzbget.lock`,
      `LogFile=${scratch}/nzbget.log`,
      'WebDir=',
      'ConfigTemplate=',
      'WriteLog=none',
      'OutputMode=loggable',
      `Server1.Active=yes`,
      `Server1.Host=${NNTP.host}`,
      `Server1.Port=${NNTP.port}`,
      'Server1.Connections=2',
      'Server1.Level=0',
      'ControlIP=127.0.0.1',
      `ControlPort=${controlPort}`,
      'ControlUsername=nzbget',
      'ControlPassword=nzbkino',
      'SecureControl=no',
      'ParCheck=manual',
      'Unpack=no',
      'DupeCheck=no',
      'AppendCategoryDir=no',
      'Feed1.Name=NZBKino',
      `Feed1.URL=http://127.0.0.1:${port}/rss?dl=1&apikey=${member.key}`,
      'Feed1.Filter=',
      'Feed1.Backlog=no',
      'Feed1.Interval=0',
    ].join('\n');
    writeFileSync(path.join(scratch, 'nzbget.conf'), config);
    nzbget = spawn(NZBGET, ['-c', path.join(scratch, 'nzbget.conf'), '-s'], { stdio: 'ignore' });
    const auth = `Basic ${Buffer.from('nzbget:nzbkino').toString('base64')}`;
    rpc = async (method, params = []) => {
      const res = await fetch(`http://127.0.0.1:${controlPort}/jsonrpc`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ method, params }),
      });
      return ((await res.json()) as { result: unknown }).result;
    };
  }, 60_000);

  afterAll(async () => {
    if (nzbget && nzbget.exitCode === null) {
      const exited = new Promise((resolve) => nzbget!.once('exit', resolve));
      nzbget.kill('SIGTERM');
      await exited;
    }
    await t?.close();
  });

  /** Asks NZBGet again until `check` holds (NZBGet works in its own time; nothing here waits blindly). */
  async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      let value: T | undefined;
      try {
        value = await read();
        if (check(value)) return value;
      } catch {
        // NZBGet's control port opens a moment after the process starts.
      }
      if (Date.now() > deadline) throw new Error(`NZBGet: ${what} (zuletzt ${JSON.stringify(value)})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('fetches the feed, grabs the NZB through the feed link and downloads the posted file unchanged', async () => {
    await until(
      'control port',
      () => rpc('version'),
      (v) => typeof v === 'string',
    );
    await until(
      'feed fetched',
      () => rpc('fetchfeed', [1]),
      (ok) => ok === true,
    );
    type HistoryItem = { Name: string; Status: string; DestDir: string };
    const [done] = await until(
      'download finished',
      async () => ((await rpc('history', [false])) as HistoryItem[]).filter((h) => h.Name === RELEASE),
      (items) => items.length > 0 && !items[0]!.Status.startsWith('DOWNLOAD'),
    );
    expect(done!.Status).toMatch(/^SUCCESS/);
    const files = readdirSync(done!.DestDir);
    expect(files).toContain(FILE);
    expect(readFileSync(path.join(done!.DestDir, FILE)).equals(original)).toBe(true);

    // The grab went through the feed's link: one counted download, channel rss.
    const rows = (await t.database.db.execute(`select channel from grabs`)) as unknown as {
      rows: { channel: string }[];
    };
    expect(rows.rows.map((r) => r.channel)).toEqual(['rss']);
  }, 90_000);
});
