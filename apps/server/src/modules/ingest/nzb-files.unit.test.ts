import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNzbFiles, nfoPathFor } from './nzb-files';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nzbkino-walk-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('findNzbFiles', () => {
  it('never follows a link inside the folders: a folder link is passed over and told, a loop ends nothing', async () => {
    const root = path.join(dir, 'eingang');
    const elsewhere = path.join(dir, 'woanders');
    mkdirSync(path.join(root, 'sub'), { recursive: true });
    mkdirSync(elsewhere);
    writeFileSync(path.join(root, 'a.nzb'), '<nzb/>');
    writeFileSync(path.join(root, 'sub', 'b.nzb'), '<nzb/>');
    writeFileSync(path.join(elsewhere, 'fremd.nzb'), '<nzb/>');
    symlinkSync(elsewhere, path.join(root, 'link-ordner'));
    symlinkSync(root, path.join(root, 'sub', 'schleife'));

    const notices: string[] = [];
    const found = await findNzbFiles([root], { onSkipped: (n) => notices.push(n) });
    expect(found).toEqual([path.join(root, 'a.nzb'), path.join(root, 'sub', 'b.nzb')]);
    expect(notices).toEqual([
      `Übersprungen: ${path.join(root, 'link-ordner')} ist ein symbolischer Link; Links werden beim Import nicht verfolgt.`,
      `Übersprungen: ${path.join(root, 'sub', 'schleife')} ist ein symbolischer Link; Links werden beim Import nicht verfolgt.`,
    ]);
  });

  it('returns .nzb entries that are not plain files, so that the import refuses them with a reason', async () => {
    const root = path.join(dir, 'seltsam');
    mkdirSync(root);
    symlinkSync('/etc/passwd', path.join(root, 'passwd.nzb'));
    execFileSync('mkfifo', [path.join(root, 'pipe.nzb')]);
    expect(await findNzbFiles([root])).toEqual([path.join(root, 'passwd.nzb'), path.join(root, 'pipe.nzb')]);
  });

  it('follows a link the operator named as the folder to import', async () => {
    const link = path.join(dir, 'eingang-link');
    symlinkSync(path.join(dir, 'eingang'), link);
    expect(await findNzbFiles([link])).toEqual([path.join(link, 'a.nzb'), path.join(link, 'sub', 'b.nzb')]);
  });

  it('says in German when a path is not there', async () => {
    await expect(findNzbFiles([path.join(dir, 'fehlt')])).rejects.toThrow(/^Nicht gefunden: /);
  });
});

describe('nfoPathFor', () => {
  it('finds an NFO entry of any kind, a dangling link too, without following it', () => {
    const nzb = path.join(dir, 'Film.nzb');
    expect(nfoPathFor(nzb)).toBeUndefined();
    symlinkSync(path.join(dir, 'nirgends'), path.join(dir, 'Film.nfo'));
    expect(nfoPathFor(nzb)).toBe(path.join(dir, 'Film.nfo'));
  });
});
