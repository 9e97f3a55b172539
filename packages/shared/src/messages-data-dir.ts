import { formatCount } from './format/number';
import { formatSize } from './format/size';

/** What holds the data folder, as the lock file tells it (see apps/server/src/db/data-dir-lock.ts). */
export interface DataDirHolderText {
  /** "Server", "CLI import", … */
  owner: string;
  pid: number;
  host: string;
  /** When it took the folder, already formatted. */
  since: string;
  /** The holder runs on another machine (a shared network folder). */
  otherHost: boolean;
}

const who = (h: DataDirHolderText) =>
  `${h.owner} (PID ${h.pid}${h.otherHost ? ` auf ${h.host}` : ''}, seit ${h.since})`;

/**
 * Start-up and command-line messages about the data folder, the embedded
 * database's one-writer lock, the command channel to a running server and
 * the storage's health. Operators read them in a terminal or a log.
 */
export const dataDirMessages = {
  lockedByServer: (dir: string, h: DataDirHolderText) =>
    `Der Datenordner ${dir} wird bereits von einem laufenden ${who(h)} benutzt. ` +
    'Auf eine eingebettete Datenbank (PGlite) darf nur ein Prozess schreiben, sonst gehen Daten verloren. ' +
    'Beenden Sie zuerst den laufenden Server oder wählen Sie einen anderen DATA_DIR; ' +
    'mehrere Server auf einer Datenbank brauchen PostgreSQL (DATABASE_URL).',
  lockedByCli: (dir: string, h: DataDirHolderText) =>
    `Der Datenordner ${dir} wird gerade vom Befehl ${who(h)} benutzt. ` +
    'Auf eine eingebettete Datenbank (PGlite) darf nur ein Prozess schreiben. ' +
    'Warten Sie, bis der Befehl fertig ist, oder beenden Sie ihn (Strg+C), und versuchen Sie es dann erneut.',
  /** The folder is locked by the operating system (flock), but its lock file is gone or names an ended process. */
  lockedWithoutFile: (dir: string, file: string) =>
    `Der Datenordner ${dir} wird bereits von einem laufenden Prozess benutzt, aber dessen Sperrdatei ${file} ` +
    'fehlt oder nennt ihn nicht (sie wurde wohl gelöscht). ' +
    'Auf eine eingebettete Datenbank (PGlite) darf nur ein Prozess schreiben, sonst gehen Daten verloren. ' +
    'Beenden Sie zuerst den anderen NZBKino-Prozess mit diesem DATA_DIR (Server oder Befehl) ' +
    'oder wählen Sie einen anderen DATA_DIR.',
  /** The running holder found its lock file deleted and wrote it again. */
  lockRecreated: (file: string) =>
    `Die Sperrdatei ${file} wurde gelöscht, während dieser Prozess den Datenordner hält; sie ist neu angelegt. ` +
    'Löschen Sie sie nicht, solange NZBKino läuft: sie nennt anderen Prozessen den Besitzer des Ordners.',
  /** The process that held the operating system's lock ended: this process stops before it writes again. */
  lockLost: (dir: string) =>
    `Die Sperre des Datenordners ${dir} ging verloren (der Prozess, der sie hielt, wurde beendet). ` +
    'Damit nicht zwei Prozesse zugleich in die eingebettete Datenbank schreiben, beendet sich NZBKino jetzt, ' +
    'ohne weiter zu schreiben. Starten Sie es erneut.',
  /** The lock file now names another process (one that ignored the lock): this process stops. */
  lockTakenOver: (file: string, h: DataDirHolderText) =>
    `Die Sperrdatei ${file} nennt jetzt einen anderen Prozess: ${who(h)}. ` +
    'Zwei Prozesse auf einer eingebetteten Datenbank zerstören Daten; dieser Prozess beendet sich jetzt, ' +
    'ohne weiter zu schreiben. Beenden Sie auch den anderen und starten Sie dann nur einen.',
  /** The data folder was removed or replaced under the running process. */
  folderReplaced: (dir: string) =>
    `Der Datenordner ${dir} wurde entfernt oder durch einen anderen ersetzt, während NZBKino ihn benutzt. ` +
    'Damit nichts in den falschen Ordner geschrieben wird, beendet sich NZBKino jetzt. ' +
    'Starten Sie es erneut, sobald der richtige Ordner wieder da ist.',
  /** No flock(1) here (not Linux, say): only the lock file keeps a second process out. */
  noOsLock: (dir: string, file: string, detail: string) =>
    `Warnung: Der Datenordner ${dir} lässt sich nicht mit flock sperren (${detail}); ` +
    `nur die Sperrdatei ${file} hält einen zweiten Prozess fern. Löschen Sie sie nie, solange NZBKino läuft.`,
  /** A write of the embedded database failed at the file system (permissions, a read-only or full disk). */
  databaseWriteFailed: (dir: string, detail: string) =>
    `Die eingebettete Datenbank kann nicht in ihren Ordner ${dir} schreiben (${detail}). ` +
    'Bis er wieder beschreibbar ist, schlagen Schreibzugriffe fehl; dann wird die Datenbank ohne Neustart neu geöffnet.',
  databaseReopened: (dir: string) =>
    `Die eingebettete Datenbank in ${dir} ist wieder beschreibbar und wurde neu geöffnet.`,
  databaseReopenFailed: (dir: string, detail: string) =>
    `Die eingebettete Datenbank in ${dir} ließ sich noch nicht neu öffnen (${detail}); neuer Versuch in wenigen Sekunden.`,
  lockUnreadable: (file: string) =>
    `Die Sperrdatei ${file} ist unlesbar. Wenn kein NZBKino-Prozess mit diesem Datenordner läuft, ` +
    'löschen Sie die Datei und starten Sie erneut.',
  lockContended: (file: string) =>
    `Die Sperrdatei ${file} konnte nicht übernommen werden, weil gleichzeitig andere Prozesse starten. ` +
    'Bitte versuchen Sie es erneut.',
  notCreatable: (dir: string, code: string) =>
    `Der Datenordner ${dir} kann nicht angelegt werden (${code}). ` +
    'Legen Sie ihn an und übergeben Sie ihn dem Benutzer, unter dem NZBKino läuft (chown), ' +
    'oder setzen Sie DATA_DIR auf einen beschreibbaren Ordner.',
  notAFolder: (dir: string) =>
    `${dir} ist kein Ordner. Setzen Sie DATA_DIR auf einen Ordner (er wird angelegt, wenn er fehlt).`,
  notWritable: (dir: string, detail: string) =>
    `In den Datenordner ${dir} kann nicht geschrieben werden (${detail}). ` +
    'Geben Sie ihn dem Benutzer, unter dem NZBKino läuft (z. B. chown -R BENUTZER ' +
    `${dir}), oder setzen Sie DATA_DIR auf einen beschreibbaren Ordner.`,
  readOnlyFileSystem: (dir: string) =>
    `Der Datenordner ${dir} liegt auf einem schreibgeschützten Dateisystem. ` +
    'Binden Sie es beschreibbar ein oder setzen Sie DATA_DIR auf einen beschreibbaren Ordner.',
  diskFull: (dir: string) =>
    `Auf dem Datenträger des Datenordners ${dir} ist kein Platz mehr. Schaffen Sie Platz und starten Sie erneut.`,
  ownedByOtherUser: (file: string, uid: number, self: number) =>
    `${file} gehört einem anderen Benutzer (UID ${uid}, NZBKino läuft als UID ${self}). ` +
    'Geben Sie den Datenordner dem Benutzer, unter dem NZBKino läuft (chown -R), ' +
    'oder starten Sie NZBKino als dessen Besitzer.',
  /** The CLI handed its command to the running server. */
  viaServer: (h: DataDirHolderText) => `Der Befehl läuft über den laufenden ${who(h)}.`,
  waitingForServer: 'Warte, bis der Server Befehle annimmt …',
  serverNotReady: (h: DataDirHolderText) =>
    `Der ${who(h)} nimmt noch keine Befehle an (er startet wohl gerade). Bitte versuchen Sie es gleich noch einmal.`,
  serverUnreachable: (h: DataDirHolderText, detail: string) =>
    `Der ${who(h)} hält den Datenordner, ist aber über den Befehlskanal nicht erreichbar (${detail}).`,
  serverConnectionLost:
    'Die Verbindung zum Server brach ab, bevor der Befehl fertig war. Was bis dahin gemeldet wurde, ist gespeichert.',
  controlDenied: 'Zugriff verweigert: ungültiges Token für den Befehlskanal.',
  controlBadRequest: 'Ungültige Anfrage an den Befehlskanal.',
  controlUnknownCommand: (name: string) => `Unbekannter Befehl: ${name}`,
  migrationsByServer: (kind: string) =>
    `Der laufende Server hat die Migrationen bei seinem Start bereits angewendet (${kind}).`,
  migrationsApplied: (kind: string) => `Migrationen angewendet (${kind}).`,
} as const;

/** Answers when stored data cannot be written at run time (HTTP 507/503). */
export const storageMessages = {
  diskFull:
    'Der Speicherplatz des Servers ist voll; es wurde nichts gespeichert. Bitte versuchen Sie es später erneut.',
  notWritable:
    'Der Server kann gerade nichts speichern (Datenordner nicht beschreibbar). Bitte versuchen Sie es später erneut.',
} as const;

/** `npm run cli -- backup` and `restore`: what they did, and why they refuse. */
export const backupMessages = {
  targetNotEmpty: (dir: string) =>
    `Der Sicherungsordner ${dir} ist nicht leer. Wählen Sie einen neuen oder leeren Ordner.`,
  databaseSaved: (folder: string, bytes: number, seconds: string) =>
    `Datenbank gesichert: ${folder}/ (${formatSize(bytes)} in ${seconds} s)`,
  inMemory: 'Eine Datenbank im Arbeitsspeicher (ohne DATA_DIR) lässt sich nicht sichern.',
  postgresNotIncluded:
    'Die Datenbank liegt auf PostgreSQL (DATABASE_URL): sichern Sie sie mit pg_dump ' +
    '(z. B. pg_dump -Fc -f nzbkino.dump "$DATABASE_URL"). Dieser Befehl sichert die Dateien.',
  filesSaved: (files: number, bytes: number) =>
    `Dateien gesichert: ${formatCount(files)} (${formatSize(bytes)})`,
  operatorFiles: (names: string[]) =>
    names.length ? `Betreiberdateien gesichert: ${names.join(', ')}` : 'Keine Betreiberdateien vorhanden.',
  done: (dir: string) => `Sicherung fertig: ${dir}`,
  notABackup: (dir: string) =>
    `${dir} ist keine NZBKino-Sicherung (es fehlt sicherung.json). Geben Sie den Ordner an, den backup geschrieben hat.`,
  dataDirInUse: (dir: string) =>
    `Im Datenordner ${dir} liegt schon eine Datenbank oder liegen schon Dateien. ` +
    'Zurückgespielt wird nur in einen neuen oder leeren DATA_DIR: verschieben Sie den alten Ordner zuerst.',
  noDatabaseInBackup:
    'Die Sicherung enthält keine eingebettete Datenbank (sie stammt von einem Server auf PostgreSQL): ' +
    'spielen Sie die Datenbank mit pg_restore zurück und setzen Sie DATABASE_URL.',
  restored: (dir: string, releases: number, users: number) =>
    `Zurückgespielt nach ${dir}: ${formatCount(releases)} Releases, ${formatCount(users)} Benutzer. ` +
    'Der Server kann jetzt starten.',
} as const;
