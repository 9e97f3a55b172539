import { createAdminCommand, grantMembershipCommand, setRoleCommand } from './cli/user-commands';
import { importCommand } from './cli/import-command';
import { writeDemoNzbsCommand } from './cli/demo-files-command';
import { catalogueImportCommand, tmdbCommand } from './cli/catalogue-commands';
import { runCommand } from './cli/context';
import { backupCommand, restoreCommand } from './cli/backup-commands';
import { indexerCommand } from './cli/indexer-command';
import { migrateCommand, reindexCommand, seedDemoCommand } from './modules/control/commands';
import { ConfigError } from './config';
import { HttpError } from './lib/http-errors';
import { messageWithoutParams } from './lib/logged-error';

const USAGE = `Aufruf: npm run cli -- <Befehl>

Befehle:
  migrate                                   Datenbank-Migrationen ausführen
  create-admin --username N --email E [--password P]
                                            Administrator anlegen (ohne --password wird eines erzeugt)
  set-role <Benutzername|E-Mail> <Rolle> [--days N | --until JJJJ-MM-TT]
                                            Rolle setzen: USER, PREMIUM, VIP, ADMIN (Groß/klein egal);
                                            PREMIUM/VIP optional mit Ablaufdatum
  grant-membership <Benutzername|E-Mail> premium|vip [--days N | --until JJJJ-MM-TT]
                                            Mitgliedschaft vergeben oder verlängern (mit Verlauf);
                                            ohne Angabe ein Planzeitraum (Premium 1 Monat, VIP 3 Monate)
  import <Dateien|Ordner …> [--watch]     NZB-Dateien importieren (NFO gleichen Namens daneben wird angehängt)
  catalogue-import <datei.json> [--images <Ordner>]
                                            Katalog aus einer JSON-Datei einspielen (docs/catalogue-format.md)
  tmdb movie|series <ID>                    Film oder Serie von TMDb anlegen/aktualisieren (TMDB_API_KEY)
  tmdb search-movie|search-series <Titel> [Jahr]
  write-demo-nzbs <Ordner>                  die Demo-Releases als NZB-Dateien schreiben (zum Ausprobieren von import)
  seed-demo                                 Demo-Inhalte einspielen (nur leere Tabellen)
  reindex [--check]                         Suchindex und Änderungsfeed prüfen und reparieren
                                            (--check: nur berichten, Exit-Code 1 bei Befunden)
  indexer update [GRUPPE …]                 neue Header der Gruppen lesen (ohne Angabe: alle aktiven),
                                            dann fertige Sammlungen zu Releases machen
  indexer backfill GRUPPE --days N          eine Gruppe bis N Tage zurück lesen
  indexer status                            je Gruppe: Wasserstand, Rückstand, gelesene Header, Releases, Fehler
  backup <Ordner>                           Datenbank (eingebettet), Dateien und Betreiberdateien sichern,
                                            auch während der Server läuft
  restore <Sicherungsordner>                eine Sicherung in einen neuen, leeren DATA_DIR zurückspielen
                                            (Server vorher beenden)

Läuft ein Server auf demselben Datenordner (eingebettete Datenbank), übergibt die CLI
die Befehle ihm; sonst öffnet sie die Datenbank selbst.
`;

const commands: Record<string, (argv: string[]) => Promise<void>> = {
  migrate: async () => void (await runCommand(migrateCommand, {})),
  import: importCommand,
  'catalogue-import': catalogueImportCommand,
  tmdb: tmdbCommand,
  'write-demo-nzbs': writeDemoNzbsCommand,
  'create-admin': createAdminCommand,
  'set-role': setRoleCommand,
  'grant-membership': grantMembershipCommand,
  'seed-demo': async () => void (await runCommand(seedDemoCommand, {})),
  reindex: async (argv) => void (await runCommand(reindexCommand, { check: argv.includes('--check') })),
  indexer: indexerCommand,
  backup: backupCommand,
  restore: restoreCommand,
};

async function run(): Promise<void> {
  const [name, ...argv] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.log(USAGE);
    process.exitCode = name && name !== 'help' ? 1 : 0;
    return;
  }
  await command(argv);
}

run().catch((error: unknown) => {
  const known = error instanceof HttpError || error instanceof ConfigError || error instanceof TypeError;
  console.error(known || error instanceof Error ? messageWithoutParams(error as Error) : error);
  if (!known && !(error instanceof Error)) console.error(error);
  process.exitCode = 1;
});
