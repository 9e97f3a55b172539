import { spawn } from 'node:child_process';

/**
 * An exclusive flock(2) on a folder, held for as long as this process lives.
 *
 * Node has no flock, and a native addon would need build headers from the
 * internet; util-linux's flock(1) is on every Linux. So a small child holds
 * the lock: `flock` opens the folder, locks it and runs `cat`, which reads a
 * pipe from this process. When this process ends in any way (kill -9
 * included) the pipe closes, `cat` ends and the kernel drops the lock: no
 * stale state is left behind, unlike a file, which anyone can delete. The
 * child ignores SIGINT, SIGTERM and SIGHUP (Ctrl+C in a terminal, systemd's
 * stop signal to the whole unit), so that it outlives this process's own
 * graceful shutdown.
 */
export interface FolderLock {
  /** Lets the lock go (the kernel releases it once the child has ended); safe to call twice. */
  release(): void;
  /** `listener` runs once if the child ends while the lock is held (someone killed it). */
  onLost(listener: () => void): void;
}

export type FolderLockAttempt =
  { kind: 'held'; lock: FolderLock } | { kind: 'busy' } | { kind: 'unavailable'; detail: string };

const BUSY = 75;
// "$0" is the folder: no quoting of the path needed. Ignored signals stay ignored across exec.
const SCRIPT =
  'trap "" HUP INT TERM; ' +
  `exec flock --nonblock --exclusive --conflict-exit-code ${BUSY} "$0" sh -c "echo locked; exec cat >/dev/null"`;

/** Children of locks this process released that have not ended yet: a new attempt waits for them. */
const ending = new Set<Promise<void>>();

/** Takes the lock on `folder` if no other process holds it; never waits for a holder. */
export async function lockFolder(folder: string): Promise<FolderLockAttempt> {
  await Promise.all(ending);
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', SCRIPT, folder], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    let out = '';
    let err = '';
    let settled = false;
    let released = false;
    const lost: Array<() => void> = [];
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      resolve({ kind: 'unavailable', detail: error.code ?? error.message });
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (settled || !out.includes('locked')) return;
      settled = true;
      // The lock never keeps this process alive; it ends with it.
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr])
        (stream as { unref?: () => void }).unref?.();
      resolve({
        kind: 'held',
        lock: {
          release: () => {
            if (released) return;
            released = true;
            const end = exited.then(() => void ending.delete(end));
            ending.add(end);
            // End of input: cat ends, then flock, and the kernel releases the lock.
            child.stdin.destroy();
          },
          onLost: (listener) => void lost.push(listener),
        },
      });
    });
    child.once('exit', (code) => {
      if (!settled) {
        settled = true;
        resolve(
          code === BUSY
            ? { kind: 'busy' }
            : { kind: 'unavailable', detail: err.trim() || `Exit-Code ${code ?? 'unbekannt'}` },
        );
        return;
      }
      if (!released) for (const listener of lost.splice(0)) listener();
    });
    // A failed write to a child that ended is reported by 'exit'.
    child.stdin.on('error', () => {});
  });
}
