import { execFileSync } from 'node:child_process';
import {
  closeSync,
  constants,
  linkSync,
  lutimesSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLog, releases } from '../src/db/schema';
import type { CommandReporter } from '../src/modules/control/command';
import { importCommand } from '../src/modules/control/commands/import.command';
import { watchPass } from '../src/modules/ingest/watch-folder';
import { generateNzb } from '../src/seed/nzb-factory';
import { blobKeyOf } from '../src/storage';
import { createTestApp, type TestApp } from './test-app';

/*
 * An import from disk (the CLI's import, its --watch, the server's WATCH_DIR)
 * reads only plain files: whoever can put files into an imported folder must
 * not get the server to read anything else (the token secret above all), to
 * hang on a FIFO or a device, or to see a foreign file's bytes in a refusal.
 */

let t: TestApp;
let work: string;
let secret: Buffer;
const fifos: string[] = [];
const PASSWD = 'root:x:0:0:root:/root:/bin/bash\n';

beforeAll(async () => {
  // Worker threads, as the CLI and the server import (INGEST_WORKERS defaults to the cores).
  t = await createTestApp({ ingestWorkers: 2 });
  work = mkdtempSync(path.join(tmpdir(), 'nzbkino-safety-'));
  secret = readFileSync(path.join(t.dataDir, 'jwt-secret'));
  writeFileSync(path.join(work, 'passwd'), PASSWD);
});
afterAll(async () => {
  // Were a reader stuck on a FIFO (the defect), a writer's open lets it go, so the app can close.
  for (const fifo of fifos) {
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // No reader waiting: nothing to release.
    }
  }
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const nzbFor = (name: string) => generateNzb({ name, totalBytes: 700 * 1024 ** 2 });

/** A fresh folder with the given entries written by `make`. */
function folder(name: string, make: (dir: string) => void): string {
  const dir = path.join(work, name);
  mkdirSync(dir);
  make(dir);
  return dir;
}

function fifo(file: string): void {
  execFileSync('mkfifo', [file]);
  fifos.push(file);
}

/** `npm run cli -- import <paths>` as the CLI runs it against its own database, with what it prints. */
async function cliImport(...paths: string[]) {
  const printed: string[] = [];
  const report: CommandReporter = { print: (line) => printed.push(line), progress: () => {} };
  const context = { services: t.app.services, database: t.database, via: 'cli' as const };
  const result = await importCommand.run(context, { paths }, report);
  const reasons = new Map(result.outcomes.map((o) => [path.basename(o.file), o.reason]));
  return { output: printed.join('\n'), outcomes: result.outcomes, reasons };
}

const storedNames = async () => (await t.database.db.select().from(releases)).map((r) => r.name);
const logText = async () => JSON.stringify(await t.database.db.select().from(importLog));

function expectNoTrace(text: string): void {
  expect(text).not.toContain(secret.toString('utf8').trim());
  expect(text).not.toContain('root:x:0');
}

describe('an import from disk reads plain files only', () => {
  it('refuses an NFO that links to DATA_DIR/jwt-secret, and stores the secret nowhere', async () => {
    const name = 'Metropolis.1927.German.1080p.BluRay.x264-LINK';
    const dir = folder('nfo-link', (d) => {
      writeFileSync(path.join(d, `${name}.nzb`), nzbFor(name));
      symlinkSync(path.join(t.dataDir, 'jwt-secret'), path.join(d, `${name}.nfo`));
    });
    const { output, reasons } = await cliImport(dir);
    expect(reasons.get(`${name}.nzb`)).toBe(
      `SYMLINK: „${name}.nfo“ ist ein symbolischer Link. Links werden beim Import nicht verfolgt; ` +
        'legen Sie die Datei selbst in den Ordner.',
    );
    expect(output).toContain(`${name}.nzb: SYMLINK: „${name}.nfo“ ist ein symbolischer Link.`);
    expect(await storedNames()).not.toContain(name);
    expect(await t.blobs.has('nfo', blobKeyOf(secret))).toBe(false);
    expectNoTrace(output);
    expectNoTrace(await logText());
  });

  it('refuses an NZB that links to a foreign file without quoting a byte of it', async () => {
    const dir = folder('nzb-link', (d) => symlinkSync(path.join(work, 'passwd'), path.join(d, 'passwd.nzb')));
    const { output, reasons } = await cliImport(dir);
    expect(reasons.get('passwd.nzb')).toMatch(/^SYMLINK: „passwd\.nzb“ ist ein symbolischer Link\./);
    expectNoTrace(output);
    expectNoTrace(await logText());
  });

  it('refuses an NFO that is a hard link of the token secret', async () => {
    const name = 'Nosferatu.1922.German.720p.BluRay.x264-HARD';
    const dir = folder('nfo-hard-link', (d) => {
      writeFileSync(path.join(d, `${name}.nzb`), nzbFor(name));
      linkSync(path.join(t.dataDir, 'jwt-secret'), path.join(d, `${name}.nfo`));
    });
    const { reasons } = await cliImport(dir);
    expect(reasons.get(`${name}.nzb`)).toMatch(
      /^HARD_LINK: „.+\.nfo“ ist ein harter Link \(dieselbe Datei hat 2 Namen\)/,
    );
    expect(await storedNames()).not.toContain(name);
    expect(await t.blobs.has('nfo', blobKeyOf(secret))).toBe(false);
    rmSync(path.join(dir, `${name}.nfo`));
  });

  it('passes over links to folders and loops, says so, and finishes the import', async () => {
    const outside = folder('outside', (d) =>
      writeFileSync(path.join(d, 'fremd.nzb'), nzbFor('Fremd.2020.German.1080p.WEB.x264-OUT')),
    );
    const name = 'Faust.1926.German.720p.BluRay.x264-WALK';
    const dir = folder('folder-links', (d) => {
      mkdirSync(path.join(d, 'sub'));
      writeFileSync(path.join(d, 'sub', `${name}.nzb`), nzbFor(name));
      symlinkSync(outside, path.join(d, 'link-ordner'));
      symlinkSync(d, path.join(d, 'sub', 'schleife'));
    });
    const { output, outcomes } = await cliImport(dir);
    expect(outcomes).toEqual([{ file: path.join(dir, 'sub', `${name}.nzb`), status: 'imported' }]);
    expect(output).toContain(
      `Übersprungen: ${path.join(dir, 'link-ordner')} ist ein symbolischer Link; Links werden beim Import nicht verfolgt.`,
    );
    expect(output).toContain(`Übersprungen: ${path.join(dir, 'sub', 'schleife')} ist ein symbolischer Link`);
    expect(await storedNames()).not.toContain('Fremd.2020.German.1080p.WEB.x264-OUT');
  });

  it('refuses a FIFO as NFO and as NZB at once, and goes on with the next file', async () => {
    const name = 'Caligari.1920.German.720p.BluRay.x264-FIFO';
    const next = 'Golem.1920.German.720p.BluRay.x264-NEXT';
    const dir = folder('fifos', (d) => {
      writeFileSync(path.join(d, `${name}.nzb`), nzbFor(name));
      fifo(path.join(d, `${name}.nfo`));
      fifo(path.join(d, 'pipe.nzb'));
      writeFileSync(path.join(d, `${next}.nzb`), nzbFor(next));
    });
    const { reasons } = await cliImport(dir);
    expect(reasons.get(`${name}.nzb`)).toBe(
      `NOT_A_FILE: „${name}.nfo“ ist eine benannte Pipe (FIFO), keine gewöhnliche Datei, und wird nicht gelesen.`,
    );
    expect(reasons.get('pipe.nzb')).toMatch(/^NOT_A_FILE: „pipe\.nzb“ ist eine benannte Pipe \(FIFO\)/);
    expect(reasons.get(`${next}.nzb`)).toBeUndefined();
    expect(await storedNames()).toContain(next);
  });

  it('refuses devices without reading them: links to /dev/zero, and (as root) a device node', async () => {
    const name = 'Tartuffe.1925.German.720p.BluRay.x264-DEV';
    const asRoot = process.getuid?.() === 0;
    const dir = folder('devices', (d) => {
      writeFileSync(path.join(d, `${name}.nzb`), nzbFor(name));
      symlinkSync('/dev/zero', path.join(d, `${name}.nfo`));
      symlinkSync('/dev/zero', path.join(d, 'zero.nzb'));
      if (asRoot) execFileSync('mknod', [path.join(d, 'geraet.nzb'), 'c', '1', '5']);
    });
    const { reasons } = await cliImport(dir);
    expect(reasons.get(`${name}.nzb`)).toMatch(/^SYMLINK: „.+\.nfo“ ist ein symbolischer Link/);
    expect(reasons.get('zero.nzb')).toMatch(/^SYMLINK: /);
    if (asRoot) {
      expect(reasons.get('geraet.nzb')).toBe(
        'NOT_A_FILE: „geraet.nzb“ ist eine Gerätedatei (zeichenorientiert), keine gewöhnliche Datei, und wird nicht gelesen.',
      );
    }
  });

  it('refuses an NFO over the limit by its size (a sparse 600 MB file)', async () => {
    const name = 'Nibelungen.1924.German.720p.BluRay.x264-BIG';
    const dir = folder('big-nfo', (d) => {
      writeFileSync(path.join(d, `${name}.nzb`), nzbFor(name));
      writeFileSync(path.join(d, `${name}.nfo`), '');
      truncateSync(path.join(d, `${name}.nfo`), 600 * 1024 * 1024);
    });
    const { reasons } = await cliImport(dir);
    expect(reasons.get(`${name}.nzb`)).toBe('NFO_TOO_LARGE: Die NFO ist größer als 256 KB.');
  });

  it('refuses files in DATA_DIR, also when a link on the way leads there', async () => {
    const name = 'Waxworks.1924.German.720p.BluRay.x264-DATA';
    mkdirSync(path.join(t.dataDir, 'ablage'));
    writeFileSync(path.join(t.dataDir, 'ablage', `${name}.nzb`), nzbFor(name));
    writeFileSync(path.join(t.dataDir, `${name}.nzb`), nzbFor(name));
    symlinkSync(path.join(t.dataDir, 'ablage'), path.join(work, 'umweg'));
    const viaLink = await cliImport(path.join(work, 'umweg'));
    expect(viaLink.reasons.get(`${name}.nzb`)).toBe(
      `IN_DATA_DIR: „${name}.nzb“ liegt im Datenordner des Servers (DATA_DIR); von dort wird nichts importiert.`,
    );
    const topLevel = await cliImport(path.join(t.dataDir, `${name}.nzb`));
    expect(topLevel.reasons.get(`${name}.nzb`)).toMatch(/^IN_DATA_DIR: /);
    expect(await storedNames()).not.toContain(name);
  });
});

describe('refusal reasons of an import are German and quote nothing of the file', () => {
  it('for broken, hostile and vanished NZBs, with the stable code first', async () => {
    const dir = folder('german', (d) => {
      writeFileSync(path.join(d, 'kaputt.nzb'), '<?xml version="1.0"?>\n<nzb><file>');
      writeFileSync(path.join(d, 'text.nzb'), PASSWD);
      writeFileSync(
        path.join(d, 'entitaet.nzb'),
        nzbFor('Entity.2020.German.1080p.WEB.x264-ENT').replace('<group>', '<group>&geheimnis;'),
      );
      writeFileSync(path.join(d, 'seite.nzb'), '<html><body>Fehlerseite</body></html>');
    });
    const { reasons, output } = await cliImport(dir);
    expect(reasons.get('kaputt.nzb')).toMatch(
      /^MALFORMED: Das NZB ist kein wohlgeformtes XML \(Zeile 2, Spalte \d+\)\.$/,
    );
    expect(reasons.get('text.nzb')).toBe('NOT_XML: Die Datei ist leer, binär oder kein XML, also kein NZB.');
    expect(reasons.get('entitaet.nzb')).toMatch(
      /^ENTITIES_FORBIDDEN: Das NZB deklariert oder verwendet XML-Entitäten/,
    );
    expect(reasons.get('seite.nzb')).toBe(
      'NOT_NZB: Die Datei ist XML, aber kein NZB (ihr Wurzelelement ist nicht <nzb>).',
    );
    expectNoTrace(output);
    expect(output).not.toMatch(/<html>|Fehlerseite|geheimnis/);
  });

  it('for an NZB that vanished before it was read', async () => {
    const ingest = t.app.services.ingest;
    const result = await ingest.ingest({ nzbPath: path.join(work, 'weg', 'verschwunden.nzb') });
    expect(result).toEqual({
      status: 'rejected',
      name: 'verschwunden.nzb',
      reason: 'READ_FAILED: „verschwunden.nzb“ ist verschwunden, bevor sie gelesen werden konnte.',
    });
  });
});

describe('the watch folder', () => {
  it('files links and FIFOs away to abgelehnt/ with a German reason, and never the secret', async () => {
    const name = 'Metropolis.1927.German.1080p.BluRay.x264-WATCH';
    const dir = folder('watch', (d) => {
      writeFileSync(path.join(d, `${name}.nzb`), nzbFor(name));
      symlinkSync(path.join(t.dataDir, 'jwt-secret'), path.join(d, `${name}.nfo`));
      symlinkSync(path.join(work, 'passwd'), path.join(d, 'passwd.nzb'));
      fifo(path.join(d, 'pipe.nzb'));
      // Settled: untouched for a while (the links' own times; a link's target is never looked at).
      const past = new Date(Date.now() - 60_000);
      for (const entry of readdirSync(d)) lutimesSync(path.join(d, entry), past, past);
    });
    const context = { services: t.app.services, database: t.database, via: 'server' as const };
    const report: CommandReporter = { print: () => {}, progress: () => {} };
    await watchPass(
      dir,
      async (files) => (await importCommand.run(context, { paths: files }, report)).outcomes,
    );

    const rejected = path.join(dir, 'abgelehnt');
    expect(readdirSync(rejected).sort()).toEqual(
      [
        `${name}.nfo`,
        `${name}.nzb`,
        `${name}.nzb.grund.txt`,
        'passwd.nzb',
        'passwd.nzb.grund.txt',
        'pipe.nzb',
        'pipe.nzb.grund.txt',
      ].sort(),
    );
    const reason = (file: string) => readFileSync(path.join(rejected, `${file}.grund.txt`), 'utf8');
    expect(reason(`${name}.nzb`)).toMatch(/^SYMLINK: „.+\.nfo“ ist ein symbolischer Link/);
    expect(reason('passwd.nzb')).toMatch(/^SYMLINK: /);
    expect(reason('pipe.nzb')).toMatch(/^NOT_A_FILE: .*benannte Pipe/);
    for (const file of [`${name}.nzb`, 'passwd.nzb', 'pipe.nzb']) expectNoTrace(reason(file));
    expect(readdirSync(dir).sort()).toEqual(['abgelehnt']);
    expect(await storedNames()).not.toContain(name);
  });
});
