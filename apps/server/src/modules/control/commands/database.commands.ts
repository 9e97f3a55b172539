import { inspect } from 'node:util';
import { z } from 'zod';
import { dataDirMessages } from '@nzbkino/shared';
import { seedDemo } from '../../../seed/demo-seed';
import { defineCommand } from '../command';

/** `migrate`: whoever owns the database has applied the migrations when it opened it. */
export const migrateCommand = defineCommand({
  name: 'migrate',
  args: z.object({}),
  async run({ database, via }, _args, report) {
    report.print(
      via === 'server'
        ? dataDirMessages.migrationsByServer(database.kind)
        : dataDirMessages.migrationsApplied(database.kind),
    );
    return {};
  },
});

/** `seed-demo`: demo content into empty tables. */
export const seedDemoCommand = defineCommand({
  name: 'seed-demo',
  args: z.object({}),
  async run({ database, services }, _args, report) {
    const result = await seedDemo(database.db, services, (line) => report.print(line));
    report.print(`Demo-Inhalte: ${inspect(result, { depth: 4 })}`);
    return {};
  },
});
