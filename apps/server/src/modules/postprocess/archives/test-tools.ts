import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Tests only: the Debian programs post-processing tests build their inputs with
 * (7zz, ffmpeg, mediainfo). A missing one skips its tests with a German reason,
 * except under POSTPROCESS_TOOLS=required (CI), where it fails the run.
 */

/** The German reason why `binary` cannot be used, or null when it runs. */
export function toolMissing(binary: string, versionArgs: string[], test: string): string | null {
  const run = spawnSync(binary, versionArgs, { stdio: 'ignore', timeout: 20_000 });
  const code = (run.error as NodeJS.ErrnoException | undefined)?.code;
  const missing = code
    ? `„${binary}“ ist nicht ausführbar (${code}); Debian-Paket installieren`
    : run.status !== 0
      ? `„${binary} ${versionArgs.join(' ')}“ endete mit Code ${run.status}`
      : null;
  if (missing && process.env.POSTPROCESS_TOOLS === 'required') throw new Error(`${test}: ${missing}`);
  if (missing) console.log(`${test} übersprungen: ${missing}`);
  return missing;
}

export interface ListedEntry {
  path: string;
  size: number;
}

/**
 * unrar-free's listing (`unrar-free -t`, libarchive's RAR readers, which check every
 * header CRC): the independent reader the RAR writer of the tests is held to.
 * It prints each entry as a name line, then a line with size, date, time and
 * attributes; it exits non-zero on a damaged header.
 */
export function listWithUnrarFree(archive: Uint8Array): { entries: ListedEntry[]; status: number | null } {
  const folder = mkdtempSync(join(tmpdir(), 'nzbkino-unrar-'));
  try {
    const file = join(folder, 'test.rar');
    writeFileSync(file, archive);
    const run = spawnSync('unrar-free', ['-t', file], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
    const table = run.stdout.split(/^-{20,}$/m)[1] ?? '';
    const lines = table.split('\n').filter((line) => line.trim() !== '');
    const entries: ListedEntry[] = [];
    for (let i = 0; i + 1 < lines.length; i += 2) {
      entries.push({ path: lines[i]!.slice(1), size: Number(lines[i + 1]!.trim().split(/\s+/)[0]) });
    }
    return { entries, status: run.status };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
