import { randomBytes } from 'node:crypto';
import { link, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Temp files start with a dot, which valid blob names and keys never do. */
export const TEMP_PREFIX = '.tmp-';

/**
 * Writes `data` to `target` so that readers see either nothing (or the old
 * file) or the complete new file, never a partial one, even if the process
 * crashes: the bytes go to a temp file in the same folder (same file system,
 * so the final step is atomic), are flushed to disk, then linked or renamed
 * into place.
 *
 * With `exclusive`, an existing target is kept and the call returns false; this
 * is how concurrent writers of the same content-addressed blob agree on one.
 * Otherwise the target is replaced and the call returns true.
 */
export async function writeFileAtomic(
  target: string,
  data: Uint8Array,
  exclusive: boolean,
): Promise<boolean> {
  const dir = path.dirname(target);
  const temp = path.join(dir, `${TEMP_PREFIX}${path.basename(target)}.${randomBytes(6).toString('hex')}`);
  try {
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const created = exclusive ? await linkOrRename(temp, target) : (await rename(temp, target), true);
    await syncDirectory(dir);
    return created;
  } finally {
    // After a rename the temp name is gone; after a link or a failure it must go.
    await unlink(temp).catch(() => {});
  }
}

// link() fails with EEXIST instead of overwriting, which makes "first writer
// wins" atomic. Some file systems (SMB, some FUSE mounts) cannot link; there a
// rename is still atomic and, for identical content, harmless.
async function linkOrRename(temp: string, target: string): Promise<boolean> {
  try {
    await link(temp, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS' || code === 'EOPNOTSUPP') {
      await rename(temp, target);
      return true;
    }
    throw error;
  }
}

// Makes the new directory entry itself durable. Not every platform or file
// system can fsync a directory; the write is still atomic without it.
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}
