import { storageMessages } from '@nzbkino/shared';

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', '53100']);
const NOT_WRITABLE = new Set(['EROFS', '25006']);
const FILE_WRITES = new Set(['open', 'write', 'link', 'rename', 'mkdir', 'fsync', 'unlink']);

/**
 * A write the server's storage refused: a full disk (the file system's
 * ENOSPC/EDQUOT, PostgreSQL's disk_full) answers 507, a read-only one (or a
 * folder the server may not write) 503, each with a German message, not a 500.
 * Looks through `cause` chains: drizzle wraps database errors.
 */
export function storageFailure(error: unknown): { status: 503 | 507; message: string } | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Error).cause, depth++) {
    const { code, syscall } = e as NodeJS.ErrnoException;
    if (typeof code !== 'string') continue;
    if (DISK_FULL.has(code)) return { status: 507, message: storageMessages.diskFull };
    if (NOT_WRITABLE.has(code) || ((code === 'EACCES' || code === 'EPERM') && FILE_WRITES.has(syscall ?? '')))
      return { status: 503, message: storageMessages.notWritable };
  }
  return null;
}
