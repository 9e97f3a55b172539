// Takes a data folder lock, says "held"; on a line on stdin it throws or exits, as `mode` says,
// otherwise waits for a signal (lock-release.int.test.ts).
import { acquireDataDirLock } from '../src/db/data-dir-lock';

const [file, mode] = process.argv.slice(2);
await acquireDataDirLock(file!, { owner: 'CLI import', role: 'cli' });
process.stdin.once('data', () => {
  if (mode === 'throw') throw new Error('unerwartet');
  process.exit(3);
});
process.stdout.write('held\n');
