import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, NNTP, NZBGET } from './usenet-testbed';

/** One entry of NZBGet's download history (JSON-RPC `history`). */
export interface NzbgetHistoryItem {
  Name: string;
  Status: string;
  DestDir: string;
}

export interface NzbgetRunner {
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  /** Asks again until `check` holds (NZBGet works in its own time; nothing waits blindly), at most a minute. */
  until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean): Promise<T>;
  /** The finished history entry of `name` (waits until it is no longer downloading). */
  finished(name: string): Promise<NzbgetHistoryItem>;
  stop(): Promise<void>;
}

/**
 * NZBGet (Debian's package) as a server in `scratch`, reading articles from
 * INN on loopback, driven through its JSON-RPC API; `feedUrl` gives it one
 * RSS feed (fetched on request, `fetchfeed`). ../shared/usenet-testbed.md says why each setting.
 */
export async function startNzbget(scratch: string, feedUrl?: string): Promise<NzbgetRunner> {
  for (const dir of ['dst', 'inter', 'nzb', 'queue', 'tmp'])
    mkdirSync(path.join(scratch, dir), { recursive: true });
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
    ...(feedUrl
      ? [
          'Feed1.Name=NZBKino',
          `Feed1.URL=${feedUrl}`,
          'Feed1.Filter=',
          'Feed1.Backlog=no',
          'Feed1.Interval=0',
        ]
      : []),
  ].join('\n');
  writeFileSync(path.join(scratch, 'nzbget.conf'), config);
  const child: ChildProcess = spawn(NZBGET, ['-c', path.join(scratch, 'nzbget.conf'), '-s'], {
    stdio: 'ignore',
  });
  const auth = `Basic ${Buffer.from('nzbget:nzbkino').toString('base64')}`;
  const rpc = async (method: string, params: unknown[] = []) => {
    const res = await fetch(`http://127.0.0.1:${controlPort}/jsonrpc`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ method, params }),
    });
    return ((await res.json()) as { result: unknown }).result;
  };
  const until = async <T>(what: string, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> => {
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
  };
  await until(
    'control port',
    () => rpc('version'),
    (v) => typeof v === 'string',
  );
  return {
    rpc,
    until,
    finished: async (name) => {
      const [done] = await until(
        `${name} downloaded`,
        async () => ((await rpc('history', [false])) as NzbgetHistoryItem[]).filter((h) => h.Name === name),
        (items) => items.length > 0 && !items[0]!.Status.startsWith('DOWNLOAD'),
      );
      return done!;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
