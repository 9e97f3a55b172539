import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  type DataDirLock,
  type LockHolder,
  type LockOptions,
} from './data-dir-lock';
import { currentProcess } from './process-identity';

let dir: string;
let file: string;
const held: DataDirLock[] = [];
/** What the locks of a test reported instead of ending the test process. */
let lost: string[];
let notices: string[];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nzbkino-lock-unit-'));
  file = path.join(dir, 'pglite.lock');
  lost = [];
  notices = [];
});
afterEach(() => {
  held.splice(0).forEach((lock) => lock.release());
  rmSync(dir, { recursive: true, force: true });
});

async function take(owner = 'Server', role: 'server' | 'cli' = 'server', options: Partial<LockOptions> = {}) {
  const lock = await acquireDataDirLock(file, {
    owner,
    role,
    onLost: (message) => lost.push(message),
    onNotice: (message) => notices.push(message),
    ...options,
  });
  held.push(lock);
  return lock;
}

/** The pid of a process that has just ended. */
function endedPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

function writeLock(holder: Partial<LockHolder>): LockHolder {
  const full: LockHolder = {
    id: 'a1'.repeat(16),
    pid: endedPid(),
    host: hostname(),
    bootId: null,
    startTicks: null,
    owner: 'CLI import',
    role: 'cli',
    since: '2026-01-01T10:00:00.000Z',
    ...holder,
  };
  writeFileSync(file, JSON.stringify(full));
  return full;
}

describe('the data folder lock', () => {
  it('refuses a second opener at once, naming the holder and what to do', async () => {
    const first = await take('Server', 'server');
    const error = await acquireDataDirLock(file, { owner: 'CLI import', role: 'cli' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).holder.id).toBe(first.holder.id);
    expect((error as Error).message).toContain(
      `wird bereits von einem laufenden Server (PID ${process.pid}, seit `,
    );
    expect((error as Error).message).toContain('Beenden Sie zuerst den laufenden Server');
  });

  it('names a CLI holder as such', async () => {
    await take('CLI import', 'cli');
    await expect(acquireDataDirLock(file, { owner: 'Server', role: 'server' })).rejects.toThrow(
      /wird gerade vom Befehl CLI import \(PID \d+, seit .*\) benutzt\. .*Warten Sie/,
    );
  });

  it('is free again once released, and the file is gone', async () => {
    const lock = await take();
    lock.release();
    expect(existsSync(file)).toBe(false);
    const again = await take();
    expect(again.replacedStale).toBeNull();
  });

  it('never removes a lock that is not its own', async () => {
    const lock = await take();
    rmSync(file);
    const other = writeLock({
      pid: process.pid,
      startTicks: currentProcess().startTicks,
      id: 'b2'.repeat(16),
    });
    lock.release();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ id: other.id });
  });

  it('takes over the lock of a process that has ended', async () => {
    const stale = writeLock({});
    const lock = await take();
    expect(lock.replacedStale?.id).toBe(stale.id);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ id: lock.holder.id, pid: process.pid });
  });

  it.skipIf(currentProcess().startTicks === null)(
    'takes over when the pid now belongs to another process',
    async () => {
      // This very pid, but started at another moment: the holder ended and its pid was reused.
      const self = currentProcess();
      const stale = writeLock({ pid: self.pid, startTicks: (self.startTicks ?? 0) + 1 });
      expect((await take()).replacedStale?.id).toBe(stale.id);
    },
  );

  it('takes a holder on another host as running: it cannot be checked from here', async () => {
    writeLock({ host: `${hostname()}-anderswo` });
    await expect(take()).rejects.toThrow(/\(PID \d+ auf .*-anderswo, seit/);
  });

  it('passes over a takeover begun by a process that ended half-way', async () => {
    const stale = writeLock({});
    const taker = { ...stale, id: 'c3'.repeat(16), pid: endedPid() };
    writeFileSync(`${file}.takeover-${stale.id}.1`, JSON.stringify(taker));
    const lock = await take();
    expect(lock.replacedStale?.id).toBe(stale.id);
    expect(readdirSync(dir)).toEqual(['pglite.lock']);
  });

  it('lets one of two processes in that found the same stale lock at the same moment', async () => {
    const stale = writeLock({});
    const first = { ...currentProcess(), pid: 1_000_001 };
    const second = { ...currentProcess(), pid: 1_000_002 };
    let secondTry: Promise<DataDirLock> | undefined;
    let arrived = false;
    // Judging the stale holder is the moment between reading the lock and taking it over: the
    // first process is just there when the second one arrives and runs its whole takeover.
    const isRunning = (other: { pid: number }) => {
      if (other.pid !== stale.pid) return true;
      if (!arrived) {
        arrived = true;
        secondTry = acquireDataDirLock(file, {
          owner: 'CLI set-role',
          role: 'cli',
          self: second,
          isRunning,
          osLock: false,
        });
      }
      return false;
    };
    // The file alone: where flock(1) is there, the folder's lock lets only one of them get this far.
    const firstTry = acquireDataDirLock(file, {
      owner: 'Server',
      role: 'server',
      self: first,
      isRunning,
      osLock: false,
    });
    const [a, b] = await Promise.allSettled([firstTry, secondTry!]);
    const winners = [a, b].filter((r) => r.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    held.push(...winners.map((r) => (r as PromiseFulfilledResult<DataDirLock>).value));
    expect(a.status === 'rejected' ? a.reason : b.status === 'rejected' ? b.reason : null).toBeInstanceOf(
      DataDirLockedError,
    );
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(second.pid);
  });

  it('refuses a lock file it cannot read rather than guess', async () => {
    writeFileSync(file, 'kaputt');
    await expect(take()).rejects.toThrow(/Die Sperrdatei .* ist unlesbar/);
  }, 10_000);
});

/** Polls `done` every 20 ms, for up to a minute. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The pids of this process's children whose command line contains `text`. */
function childrenRunning(text: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

// Where flock(1) is there (Linux): the folder is locked as long as the process lives, whatever happens to the file.
describe.skipIf(process.platform !== 'linux')('the data folder lock with the file deleted (issue 41)', () => {
  it('refuses a second opener while the holder runs, and says the lock file is missing', async () => {
    // The holder does not write its file again in this test (it would within two seconds).
    const first = await take('Server', 'server', { watchMs: 3_600_000 });
    expect(first.osLock).toBe(true);
    rmSync(file);
    const error = await acquireDataDirLock(file, {
      owner: 'Server',
      role: 'server',
      holderWaitMs: 200,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `Der Datenordner ${dir} wird bereits von einem laufenden Prozess benutzt, aber dessen Sperrdatei ${file} ` +
        'fehlt oder nennt ihn nicht (sie wurde wohl gelöscht). ' +
        'Auf eine eingebettete Datenbank (PGlite) darf nur ein Prozess schreiben, sonst gehen Daten verloren. ' +
        'Beenden Sie zuerst den anderen NZBKino-Prozess mit diesem DATA_DIR (Server oder Befehl) ' +
        'oder wählen Sie einen anderen DATA_DIR.',
    );
    // Released, the folder is free at once.
    first.release();
    await take();
  });

  it('writes its deleted lock file again, so that the next opener learns who holds the folder', async () => {
    const first = await take('Server', 'server', { watchMs: 20 });
    rmSync(file);
    await until(() => existsSync(file), 'the lock file');
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ id: first.holder.id });
    expect(notices).toEqual([expect.stringContaining(`Die Sperrdatei ${file} wurde gelöscht`)]);
    const error = await acquireDataDirLock(file, { owner: 'CLI import', role: 'cli' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).holder.id).toBe(first.holder.id);
    expect(lost).toEqual([]);
  });

  it('stops the holder when its lock file names another process', async () => {
    await take('Server', 'server', { watchMs: 20 });
    writeLock({ pid: process.pid, startTicks: currentProcess().startTicks, id: 'd4'.repeat(16) });
    await until(() => lost.length > 0, 'the holder to give up');
    expect(lost).toEqual([
      expect.stringContaining(`Die Sperrdatei ${file} nennt jetzt einen anderen Prozess`),
    ]);
  });

  it('stops the holder when the process holding the operating system lock is killed', async () => {
    await take();
    const [child] = childrenRunning('flock');
    expect(child).toBeDefined();
    process.kill(child!, 'SIGKILL');
    await until(() => lost.length > 0, 'the holder to give up');
    expect(lost).toEqual([expect.stringContaining(`Die Sperre des Datenordners ${dir} ging verloren`)]);
  });

  it('stops the holder when the folder is replaced under it', async () => {
    const inner = path.join(dir, 'daten');
    const moved = path.join(dir, 'daten-alt');
    mkdirSync(inner);
    file = path.join(inner, 'pglite.lock');
    await take('Server', 'server', { watchMs: 20 });
    renameSync(inner, moved);
    mkdirSync(inner);
    await until(() => lost.length > 0, 'the holder to give up');
    expect(lost).toEqual([expect.stringContaining(`Der Datenordner ${inner} wurde entfernt oder`)]);
  });
});
