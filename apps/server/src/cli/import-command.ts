import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importCommand as importNzbs } from '../modules/control/commands';
import { watchFolders } from '../modules/ingest/watch-folder';
import { runCommand } from './context';

export async function importCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { watch: { type: 'boolean', default: false }, interval: { type: 'string', default: '5' } },
  });
  if (positionals.length === 0)
    throw new Error('Aufruf: import <Dateien oder Ordner …> [--watch [--interval Sekunden]]');
  // Absolute: a running server may be the one that reads them.
  const paths = positionals.map((p) => path.resolve(p));
  if (!values.watch) {
    await runCommand(importNzbs, { paths }, { progress: process.stdout.isTTY === true });
    return;
  }
  for (const folder of paths) if (!existsSync(folder)) throw new Error(`Nicht gefunden: ${folder}`);
  const intervalMs = Math.max(1, Number(values.interval) || 5) * 1000;
  console.log(`Überwache ${positionals.join(', ')} alle ${intervalMs / 1000} s (Strg+C beendet).`);
  // Each batch opens the database for itself or goes to the server, so a server may start meanwhile.
  const watcher = watchFolders(
    paths,
    intervalMs,
    async (files) => (await runCommand(importNzbs, { paths: files }, { exitCode: false })).outcomes,
    (folder, error) => console.error(`${folder}: ${error instanceof Error ? error.message : String(error)}`),
  );
  await new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await watcher.stop();
}
