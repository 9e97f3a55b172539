import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaFailureMessages } from '@nzbkino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMediaFacts } from './read-media-facts';

/*
 * The child process around mediainfo, with small shell scripts standing in for
 * a mediainfo that a crafted file made hang, babble, crash or lie.
 */

let folder = '';
function script(name: string, body: string): string {
  const path = join(folder, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

/** Gone, or a zombie waiting to be reaped: either way no longer running. */
function stopped(pid: number): boolean {
  if (!existsSync(`/proc/${pid}`)) return true;
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

async function eventually(check: () => boolean): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'nzbkino-mediainfo-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const bytes = Buffer.from('egal, das Programm ist ein Skript');

describe('running mediainfo', () => {
  it('kills a mediainfo that hangs, and what it started, after the time limit', async () => {
    const pids = join(folder, 'pids');
    const binary = script('haengt', `sleep 60 & echo "$$ $!" > '${pids}'; wait`);
    const started = Date.now();
    const result = await readMediaFacts(bytes, { binary, timeoutMs: 1000 });
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'timeout', message: mediaFailureMessages.timeout({ seconds: 1 }) },
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    const [shell, sleeper] = readFileSync(pids, 'utf8').trim().split(' ').map(Number);
    expect(await eventually(() => stopped(shell!) && stopped(sleeper!))).toBe(true);
  });

  it('refuses and stops an answer larger than the cap', async () => {
    const binary = script(
      'schwaetzt',
      `printf '{"media":'; yes '"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",' | head -c 50000000`,
    );
    const result = await readMediaFacts(bytes, { binary, maxOutputBytes: 64 * 1024 });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'output_too_large' } });
    expect(!result.ok && result.failure.message).toMatch(/größer als 64,00 KB/);
  });

  it('records output that is not JSON', async () => {
    const result = await readMediaFacts(bytes, { binary: script('luegt', 'echo "kein JSON"') });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'invalid_output' } });
  });

  it('records a crash with its exit code and first error line', async () => {
    const result = await readMediaFacts(bytes, {
      binary: script('stuerzt', 'echo "Speicherzugriffsfehler" >&2; exit 139'),
    });
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'tool_failed',
        message: mediaFailureMessages.tool_failed({ exitCode: 139, detail: 'Speicherzugriffsfehler' }),
      },
    });
  });

  it('records a missing program and empty input without running anything', async () => {
    const missing = await readMediaFacts(bytes, { binary: join(folder, 'gibt-es-nicht') });
    expect(missing).toMatchObject({ ok: false, failure: { kind: 'tool_missing' } });
    expect(!missing.ok && missing.failure.message).toMatch(/apt-get install mediainfo/);
    expect(await readMediaFacts(new Uint8Array())).toMatchObject({
      ok: false,
      failure: { kind: 'empty_input' },
    });
  });

  it('gives the program only a private temporary copy, named by a plain extension, and removes it', async () => {
    const temp = mkdtempSync(join(folder, 'temp-'));
    const seen = join(folder, 'seen');
    const binary = script(
      'zeigt',
      `echo "$2" > '${seen}'; stat -c %a "$2" >> '${seen}'; echo '{"media":null}'`,
    );
    const result = await readMediaFacts(bytes, { binary, tempDir: temp, fileName: '../../x/Der Film.MKV' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'not_readable' } });
    const [path, mode] = readFileSync(seen, 'utf8').trim().split('\n');
    expect(path).toMatch(new RegExp(`^${temp}/nzbkino-media-[^/]+/anfang\\.mkv$`));
    expect(mode).toBe('600');
    expect(readdirSync(temp)).toEqual([]);
  });
});
