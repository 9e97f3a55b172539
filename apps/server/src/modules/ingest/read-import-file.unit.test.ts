import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImportFileSync } from './read-import-file';

let dir: string;
const SECRET = 'geheim-3f9c1e-token-secret';

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nzbkino-read-'));
  mkdirSync(path.join(dir, 'data'));
  writeFileSync(path.join(dir, 'data', 'jwt-secret'), SECRET);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const at = (name: string) => path.join(dir, name);
const reasonOf = (read: ReturnType<typeof readImportFileSync>) =>
  read.status === 'refused' ? read.reason : '';

describe('readImportFileSync', () => {
  it('reads a plain file within the limit', () => {
    writeFileSync(at('plain.nfo'), 'Hallo NFO');
    const read = readImportFileSync(at('plain.nfo'), 100);
    expect(read.status === 'read' && read.bytes.toString()).toBe('Hallo NFO');
  });

  it('says a missing file is missing (an NFO is optional)', () => {
    expect(readImportFileSync(at('gibt-es-nicht.nfo'), 100)).toEqual({ status: 'missing' });
  });

  it('refuses a link to a file, naming the link and not quoting the target', () => {
    symlinkSync(path.join(dir, 'data', 'jwt-secret'), at('link.nfo'));
    const read = readImportFileSync(at('link.nfo'), 100);
    expect(read).toMatchObject({ status: 'refused', code: 'SYMLINK' });
    expect(reasonOf(read)).toContain('„link.nfo“ ist ein symbolischer Link');
    expect(JSON.stringify(read)).not.toContain(SECRET);
  });

  it('refuses a link to a device without reading it', () => {
    symlinkSync('/dev/zero', at('zero.nfo'));
    expect(readImportFileSync(at('zero.nfo'), 100)).toMatchObject({ status: 'refused', code: 'SYMLINK' });
  });

  it('refuses a FIFO at once instead of waiting for a writer', () => {
    execFileSync('mkfifo', [at('pipe.nfo')]);
    const read = readImportFileSync(at('pipe.nfo'), 100);
    expect(read).toMatchObject({ status: 'refused', code: 'NOT_A_FILE' });
    expect(reasonOf(read)).toBe(
      '„pipe.nfo“ ist eine benannte Pipe (FIFO), keine gewöhnliche Datei, und wird nicht gelesen.',
    );
  });

  it.runIf(process.getuid?.() === 0)('refuses a device node (as root: mknod)', () => {
    execFileSync('mknod', [at('zero-device.nfo'), 'c', '1', '5']);
    const read = readImportFileSync(at('zero-device.nfo'), 100);
    expect(read).toMatchObject({ status: 'refused', code: 'NOT_A_FILE' });
    expect(reasonOf(read)).toContain('Gerätedatei');
  });

  it('refuses a folder', () => {
    mkdirSync(at('ordner.nfo'));
    expect(readImportFileSync(at('ordner.nfo'), 100)).toMatchObject({
      status: 'refused',
      code: 'NOT_A_FILE',
    });
  });

  it('refuses a hard link: its other name may be the token secret', () => {
    linkSync(path.join(dir, 'data', 'jwt-secret'), at('hard.nfo'));
    const read = readImportFileSync(at('hard.nfo'), 100);
    expect(read).toMatchObject({ status: 'refused', code: 'HARD_LINK' });
    expect(JSON.stringify(read)).not.toContain(SECRET);
    rmSync(at('hard.nfo'));
  });

  it('refuses files in the top level of DATA_DIR, but reads a folder inside it that an import was pointed at', () => {
    const rules = { dataDir: path.join(dir, 'data') };
    expect(readImportFileSync(path.join(dir, 'data', 'jwt-secret'), 100, rules)).toMatchObject({
      status: 'refused',
      code: 'IN_DATA_DIR',
    });
    mkdirSync(path.join(dir, 'data', 'eingang'));
    writeFileSync(path.join(dir, 'data', 'eingang', 'x.nfo'), 'ok');
    expect(readImportFileSync(path.join(dir, 'data', 'eingang', 'x.nfo'), 100, rules).status).toBe('read');
  });

  it('refuses a file that a folder link on the way leads into DATA_DIR', () => {
    const rules = { dataDir: path.join(dir, 'data') };
    mkdirSync(path.join(dir, 'data', 'blobs'));
    writeFileSync(path.join(dir, 'data', 'blobs', 'y.nfo'), 'Daten des Servers');
    symlinkSync(path.join(dir, 'data', 'blobs'), at('umweg'));
    expect(readImportFileSync(path.join(at('umweg'), 'y.nfo'), 100, rules)).toMatchObject({
      status: 'refused',
      code: 'IN_DATA_DIR',
    });
  });

  it('refuses a file over the limit by its size, without reading it', () => {
    writeFileSync(at('gross.nfo'), 'x'.repeat(101));
    let asked = 0;
    const read = readImportFileSync(at('gross.nfo'), 100, {}, (n) => {
      asked += 1;
      return Buffer.alloc(n);
    });
    expect(read).toEqual({ status: 'too-large' });
    expect(asked).toBe(0);
  });

  it('stops at limit + 1 bytes when a file gives more than its size said (one that grows while read)', () => {
    // /proc files are plain files of size 0 whose reading yields text: a file that grows while read.
    const status = `/proc/${process.pid}/status`;
    expect(readImportFileSync(status, 100_000).status).toBe('read');
    expect(readImportFileSync(status, 50)).toEqual({ status: 'too-large' });
  });
});
