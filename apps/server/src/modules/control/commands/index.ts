import type { ControlCommand } from '../command';
import { backupCommand } from './backup.command';
import { catalogueImportCommand, tmdbCommand } from './catalogue.commands';
import { migrateCommand, seedDemoCommand } from './database.commands';
import { importCommand } from './import.command';
import { createAdminCommand, setRoleCommand } from './user.commands';
import { grantMembershipCommand } from './membership.commands';
import { reindexCommand } from './search.commands';
import { indexerCommand } from './indexer.command';

export { catalogueImportCommand, createAdminCommand, importCommand, migrateCommand, seedDemoCommand };
export { grantMembershipCommand, indexerCommand, reindexCommand, setRoleCommand, tmdbCommand };

/** Every command a CLI may hand to the running server, by name. */
export const controlCommands: ReadonlyMap<string, ControlCommand> = new Map(
  [
    importCommand,
    createAdminCommand,
    setRoleCommand,
    grantMembershipCommand,
    catalogueImportCommand,
    tmdbCommand,
    migrateCommand,
    seedDemoCommand,
    backupCommand,
    reindexCommand,
    indexerCommand,
  ].map((command) => [command.name, command as ControlCommand]),
);
