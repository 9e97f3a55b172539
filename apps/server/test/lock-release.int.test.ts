import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverDir, until } from './processes';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nzbkino-release-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A process holding the lock `file`; `end` ends it once it holds it. Answers how it ended. */
async function holdThenEnd(file: string, mode: string, end: (child: ChildProcess) => void) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'test/lock-holder.ts'), file, mode],
    {
      cwd: serverDir,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await until(() => output.includes('held') || child.exitCode !== null, 60_000, 'the lock');
  expect(existsSync(file), output).toBe(true);
  end(child);
  return exited;
}

const go = (child: ChildProcess) => child.stdin!.write('go\n');

describe('the data folder lock on the way out', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'is released when %s ends the process',
    async (signal) => {
      const file = path.join(dir, `${signal}.lock`);
      const ended = await holdThenEnd(file, 'wait', (child) => child.kill(signal));
      // The process still ends the way the signal ends it.
      expect(ended.signal).toBe(signal);
      expect(existsSync(file)).toBe(false);
    },
    120_000,
  );

  it('is released after an uncaught error and after process.exit()', async () => {
    const thrown = path.join(dir, 'throw.lock');
    expect((await holdThenEnd(thrown, 'throw', go)).code).toBe(1);
    expect(existsSync(thrown)).toBe(false);
    const exited = path.join(dir, 'exit.lock');
    expect((await holdThenEnd(exited, 'exit', go)).code).toBe(3);
    expect(existsSync(exited)).toBe(false);
  }, 120_000);
});
