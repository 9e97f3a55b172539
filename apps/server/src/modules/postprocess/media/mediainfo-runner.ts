import { spawn } from 'node:child_process';
import type { MediaFailureContext, MediaFailureKind } from '@nzbkino/shared';

export interface MediainfoOptions {
  /** The program; a path for tests or unusual installs. Default: `mediainfo` from PATH. */
  binary?: string;
  /** Killed after this long. Default 15 s: a header read takes well under a second. */
  timeoutMs?: number;
  /** Output beyond this is refused and the program killed. Default 4 MiB (a normal answer is ~10 KB). */
  maxOutputBytes?: number;
}

export type MediainfoRun =
  { ok: true; output: string } | { ok: false; kind: MediaFailureKind; context: MediaFailureContext };

const STDERR_KEPT = 4096;

/**
 * Runs `mediainfo --Output=JSON` on one file in a child process of its own
 * process group, so that a timeout or an oversized answer kills the program and
 * anything it started. A crafted file can make the reader hang or babble; it
 * cannot make this wait longer than the time limit or hold more than the cap.
 */
export function runMediainfo(file: string, options: MediainfoOptions = {}): Promise<MediainfoRun> {
  const binary = options.binary ?? 'mediainfo';
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxOutputBytes = options.maxOutputBytes ?? 4 * 1024 * 1024;

  return new Promise((resolve) => {
    const child = spawn(binary, ['--Output=JSON', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C.UTF-8' },
    });
    const chunks: Buffer[] = [];
    let outputBytes = 0;
    let stderr = '';
    let settled = false;

    const finish = (result: MediainfoRun, kill: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (kill && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      child.stdout.destroy();
      child.stderr.destroy();
      resolve(result);
    };

    const timer = setTimeout(
      () => finish({ ok: false, kind: 'timeout', context: { binary, seconds: timeoutMs / 1000 } }, true),
      timeoutMs,
    );

    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > maxOutputBytes) {
        finish(
          { ok: false, kind: 'output_too_large', context: { binary, limitBytes: maxOutputBytes } },
          true,
        );
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8').slice(0, STDERR_KEPT - stderr.length);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      const missing = error.code === 'ENOENT' || error.code === 'EACCES';
      finish(
        {
          ok: false,
          kind: missing ? 'tool_missing' : 'tool_failed',
          context: { binary, detail: error.code ?? error.message },
        },
        false,
      );
    });
    child.on('close', (code, signal) => {
      if (code !== 0) {
        const detail =
          stderr
            .split('\n')
            .find((line) => line.trim() !== '')
            ?.trim() ??
          signal ??
          undefined;
        finish({ ok: false, kind: 'tool_failed', context: { binary, exitCode: code, detail } }, false);
        return;
      }
      finish({ ok: true, output: Buffer.concat(chunks).toString('utf8') }, false);
    });
  });
}
