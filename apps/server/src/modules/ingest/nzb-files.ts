import { lstatSync, type Dirent } from 'node:fs';
import { lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { importFileMessages } from '@nzbkino/shared';

const NZB = /\.nzb$/i;

export interface FindNzbOptions {
  /** Folder names passed over (the watch folder's importiert/ and abgelehnt/). */
  skipFolders?: readonly string[];
  /** Hears, in German, of each link and unreadable folder the walk passed over. */
  onSkipped?: (notice: string) => void;
}

/**
 * All .nzb files under the given files and folders (folders recursively, sorted,
 * skipping hidden ones). Links inside the folders are never followed, so a link
 * to a folder cannot lead the import elsewhere or round in a loop; a `.nzb` entry
 * that is not a plain file (a link, a FIFO) is still returned, so that the import
 * refuses it with its reason. A path given here may itself be a link to a folder:
 * the operator chose it.
 */
export async function findNzbFiles(paths: string[], options: FindNzbOptions = {}): Promise<string[]> {
  const { skipFolders = [], onSkipped = () => {} } = options;
  const found: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      onSkipped(importFileMessages.skippedFolder(folder, (error as NodeJS.ErrnoException).code ?? '?'));
      return;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || skipFolders.includes(entry.name)) continue;
      const target = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(target);
      else if (NZB.test(entry.name)) found.push(target);
      else if (entry.isSymbolicLink()) onSkipped(importFileMessages.skippedLink(target));
    }
  };
  for (const p of paths) {
    const target = path.resolve(p);
    const info = await lstat(target).catch(() => null);
    if (!info) throw new Error(`Nicht gefunden: ${p}`);
    const folder = info.isDirectory() || (info.isSymbolicLink() && (await isFolder(target)));
    if (folder) await walk(target);
    else if (NZB.test(target)) found.push(target);
  }
  return found;
}

async function isFolder(target: string): Promise<boolean> {
  return (await stat(target).catch(() => null))?.isDirectory() === true;
}

/** The name the NFO beside an NZB would have ("Release.nzb" + "Release.nfo"). */
export function nfoNameFor(nzbPath: string): string | undefined {
  const candidate = nzbPath.replace(NZB, '.nfo');
  return candidate !== nzbPath ? candidate : undefined;
}

/**
 * The NFO beside an NZB, if there is an entry of that name of any kind (a link
 * or FIFO too: the watch folder files it away with its NZB; reading decides
 * whether it is taken).
 */
export function nfoPathFor(nzbPath: string): string | undefined {
  const candidate = nfoNameFor(nzbPath);
  if (candidate === undefined) return undefined;
  try {
    lstatSync(candidate);
    return candidate;
  } catch {
    return undefined;
  }
}
