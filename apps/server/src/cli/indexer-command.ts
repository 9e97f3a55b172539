import { parseArgs } from 'node:util';
import { indexerCommand as indexer } from '../modules/control/commands';
import { runCommand } from './context';

const USAGE = 'Aufruf: indexer update [GRUPPE …] | indexer backfill GRUPPE --days N | indexer status';

/** `npm run cli -- indexer …`: through the running server on an embedded database, as the other commands. */
export async function indexerCommand(argv: string[]): Promise<void> {
  const [action, ...rest] = argv;
  if (action === 'status') return void (await runCommand(indexer, { action: 'status' }));
  if (action === 'update') return void (await runCommand(indexer, { action: 'update', groups: rest }));
  if (action === 'backfill') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { days: { type: 'string' } },
    });
    const days = Number(values.days);
    if (positionals.length !== 1 || !/^\d+$/.test(values.days ?? '') || days < 1) throw new Error(USAGE);
    return void (await runCommand(indexer, { action: 'backfill', group: positionals[0]!, days }));
  }
  throw new Error(USAGE);
}
