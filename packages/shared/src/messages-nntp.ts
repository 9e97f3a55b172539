/**
 * What went wrong talking to a news server (NNTP), by category. The server's
 * integration maps every answer and socket failure to one of these; the admin
 * area and the CLI show the German text, logs and metrics use the kind.
 */
export const nntpErrorKinds = [
  'no_such_group',
  'no_article',
  'auth_required',
  'auth_failed',
  'refused',
  'unsupported',
  'server_error',
  'unreachable',
  'connection_lost',
  'timeout',
  'tls',
  'protocol',
  'invalid_request',
] as const;
export type NntpErrorKind = (typeof nntpErrorKinds)[number];

/** Why an answer broke the protocol (kind `protocol`). */
export type NntpProtocolReason =
  | 'status_line'
  | 'line_too_long'
  | 'answer_too_large'
  | 'unexpected_answer'
  | 'compression'
  | 'plaintext_after_starttls';

/** The details a message may name; the server's own text is quoted, never a password. */
export interface NntpMessageContext {
  /** host:port, or the name the operator gave the server. */
  server: string;
  code?: number | null;
  serverText?: string;
  /** The command verb (GROUP, OVER, BODY …), never its arguments. */
  command?: string;
  group?: string;
  messageId?: string;
  /** A socket or TLS error code (ECONNREFUSED, DEPTH_ZERO_SELF_SIGNED_CERT …). */
  detail?: string;
  seconds?: number;
  reason?: NntpProtocolReason;
  limitBytes?: number;
}

const said = (c: NntpMessageContext) =>
  c.code ? ` (${c.code}${c.serverText ? ` ${c.serverText.slice(0, 200)}` : ''})` : '';

const PROTOCOL: Record<NntpProtocolReason, (c: NntpMessageContext) => string> = {
  status_line: () => 'die Statuszeile ist keine gültige NNTP-Antwort',
  line_too_long: (c) => `eine Zeile ist länger als ${c.limitBytes ?? '?'} Bytes`,
  answer_too_large: (c) => `die Antwort ist größer als die Grenze von ${c.limitBytes ?? '?'} Bytes`,
  unexpected_answer: () => 'eine Antwort kam, ohne dass ein Befehl offen war',
  compression: () => 'der komprimierte Datenstrom (COMPRESS DEFLATE) ist beschädigt',
  plaintext_after_starttls: () => 'nach STARTTLS kamen unverschlüsselte Daten',
};

const CERTIFICATE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/;

/** German texts for operators, one per error kind. */
export const nntpMessages: Record<NntpErrorKind, (c: NntpMessageContext) => string> = {
  no_such_group: (c) =>
    `Die Gruppe „${c.group ?? '?'}“ gibt es auf ${c.server} nicht${said(c)}. ` +
    'Prüfen Sie den Namen oder entfernen Sie die Gruppe.',
  no_article: (c) =>
    c.messageId
      ? `Der Artikel ${c.messageId} ist auf ${c.server} nicht vorhanden${said(c)}.`
      : `Die angefragten Artikel sind auf ${c.server} nicht vorhanden${said(c)}.`,
  auth_required: (c) =>
    c.code === 483
      ? `${c.server} verlangt für die Anmeldung eine verschlüsselte Verbindung${said(c)}. ` +
        'Verwenden Sie nntps:// (Port 563) oder STARTTLS.'
      : `${c.server} verlangt eine Anmeldung${said(c)}. Tragen Sie Benutzername und Passwort für diesen Server ein.`,
  auth_failed: (c) =>
    `Die Anmeldung bei ${c.server} ist fehlgeschlagen${said(c)}. Prüfen Sie Benutzername und Passwort.`,
  refused: (c) =>
    `${c.server} lehnt die Verbindung ab${said(c)}. ` +
    'Prüfen Sie Ihren Zugang und ob die Zahl der Verbindungen das Limit Ihres Anbieters überschreitet.',
  unsupported: (c) => `${c.server} unterstützt den Befehl ${c.command ?? '?'} nicht${said(c)}.`,
  server_error: (c) => `${c.server} meldet einen Fehler${c.command ? ` bei ${c.command}` : ''}${said(c)}.`,
  unreachable: (c) =>
    `${c.server} ist nicht erreichbar${c.detail ? ` (${c.detail})` : ''}. Prüfen Sie Host, Port und Firewall.`,
  connection_lost: (c) =>
    `Die Verbindung zu ${c.server} ist abgebrochen` +
    `${c.command ? ` (während ${c.command})` : ''}${c.detail ? `: ${c.detail}` : ''}${said(c)}.`,
  timeout: (c) =>
    `${c.server} hat${c.command ? ` auf ${c.command}` : ''} nicht rechtzeitig geantwortet ` +
    `(${c.seconds ?? '?'} s ohne Daten).`,
  tls: (c) =>
    c.detail && CERTIFICATE.test(c.detail)
      ? `Das TLS-Zertifikat von ${c.server} wurde abgelehnt (${c.detail}). ` +
        'Für einen Testserver mit selbst signiertem Zertifikat erlauben Sie dieses ausdrücklich.'
      : `Die verschlüsselte Verbindung (TLS) zu ${c.server} ist gescheitert` +
        `${c.detail ? ` (${c.detail})` : ''}${said(c)}.`,
  protocol: (c) =>
    `${c.server} hat${c.command ? ` auf ${c.command}` : ''} eine ungültige Antwort geschickt: ` +
    `${c.reason ? PROTOCOL[c.reason](c) : (c.detail ?? 'unbekannter Fehler')}.`,
  invalid_request: (c) =>
    `Ungültige Anfrage an ${c.server}${c.command ? ` (${c.command})` : ''}: ${c.detail ?? 'unzulässige Zeichen'}.`,
};

/** Details for `connection_lost` and `invalid_request` (the `detail` of a message). */
export const nntpDetails = {
  closedByServer: 'der Server hat die Verbindung geschlossen',
  closedMidAnswer: 'der Server hat die Verbindung mitten in der Antwort geschlossen',
  closedByClient: 'die Verbindung war bereits geschlossen',
  closedAfterError: 'die Verbindung wurde nach einem Fehler in einer früheren Antwort geschlossen',
  serverShutdown: 'der Server beendet die Verbindung (400)',
  poolClosed: 'der Verbindungspool wurde geschlossen',
  starttlsMissing: 'der Server bietet kein STARTTLS an',
  messageId: 'die Message-ID ist leer, zu lang oder enthält Leer- oder Steuerzeichen',
  group: 'der Gruppenname ist leer, zu lang oder enthält Leer- oder Steuerzeichen',
  wildmat: 'das Suchmuster enthält Leer- oder Steuerzeichen',
  range: 'der Artikelbereich ist ungültig',
  credentials: 'Benutzername oder Passwort enthalten Zeilenumbrüche',
} as const;

/** Texts about configuring news servers (NNTP_URL and the admin form). */
export const nntpConfigMessages = {
  invalidUrl: (detail: string) =>
    `Die Server-Adresse ist ungültig: ${detail}. Erwartet wird nntp://benutzer:passwort@host:119 oder nntps://…:563.`,
  scheme: 'Nur nntp:// (unverschlüsselt oder mit STARTTLS) und nntps:// (TLS) sind möglich',
  host: 'Es fehlt der Hostname',
  port: 'Der Port muss zwischen 1 und 65535 liegen',
  passwordWithoutUser: 'Ein Passwort ohne Benutzernamen ist nicht möglich',
  encoding: 'Benutzername oder Passwort sind nicht korrekt URL-kodiert',
  option: (name: string) => `Die Option „${name}“ hat einen ungültigen Wert`,
  unknownOption: (name: string) => `Die Option „${name}“ ist unbekannt`,
  noStarttls: 'STARTTLS mit nntps:// ist widersinnig; nntps:// verschlüsselt bereits',
} as const;
