import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** All .nzb files under the given files and folders (folders recursively, sorted, skipping hidden ones). */
export async function findNzbFiles(paths: string[], skipFolders: string[] = []): Promise<string[]> {
  const found: string[] = [];
  const walk = async (target: string): Promise<void> => {
    const info = await stat(target);
    if (info.isFile()) {
      if (/\.nzb$/i.test(target)) found.push(target);
      return;
    }
    if (!info.isDirectory()) return;
    const entries = await readdir(target, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || skipFolders.includes(entry.name)) continue;
      await walk(path.join(target, entry.name));
    }
  };
  for (const p of paths) {
    if (!existsSync(p)) throw new Error(`Nicht gefunden: ${p}`);
    await walk(path.resolve(p));
  }
  return found;
}

/** The NFO beside an NZB of the same name ("Release.nzb" + "Release.nfo"), if any. */
export function nfoPathFor(nzbPath: string): string | undefined {
  const candidate = nzbPath.replace(/\.nzb$/i, '.nfo');
  return candidate !== nzbPath && existsSync(candidate) ? candidate : undefined;
}
