/**
 * Why a post-processing reader (yEnc, PAR2, NFO) gave up on what a news server
 * sent. The server records the kind with the step; the admin area shows the
 * German text, logs and metrics use the kind.
 */
export const yencErrorKinds = [
  'no_header',
  'bad_header',
  'truncated',
  'size_mismatch',
  'crc_mismatch',
  'too_large',
] as const;
export type YencErrorKind = (typeof yencErrorKinds)[number];

/** What a yEnc header line got wrong (kind `bad_header`). */
export type YencHeaderProblem =
  'line_too_long' | 'size' | 'part' | 'ypart_missing' | 'range' | 'yend_part' | 'next_header';

/** The details a yEnc message may name. */
export interface YencMessageContext {
  /** The file name from `=ybegin`, when there was one. */
  name?: string;
  part?: number;
  limitBytes?: number;
  /** Bytes the header (or trailer) declared, and bytes the data really had. */
  declared?: number;
  actual?: number;
  /** CRC32 values as 8 hex digits. */
  expectedCrc?: string;
  actualCrc?: string;
  problem?: YencHeaderProblem;
}

const of = (c: YencMessageContext) =>
  `${c.name ? ` von „${c.name.slice(0, 200)}“` : ''}${c.part ? ` (Teil ${c.part})` : ''}`;

const HEADER: Record<YencHeaderProblem, (c: YencMessageContext) => string> = {
  line_too_long: (c) => `eine Kopfzeile ist länger als ${c.limitBytes ?? '?'} Bytes`,
  size: () => '„size=“ fehlt oder ist keine Zahl',
  part: () => '„part=“ oder „total=“ ist keine gültige Teilnummer',
  ypart_missing: () => 'zu einem mehrteiligen Beitrag fehlt die Zeile „=ypart“',
  range: () => '„=ypart begin= end=“ beschreibt keinen Bereich innerhalb der Datei',
  yend_part: () => '„=yend“ nennt einen anderen Teil als „=ybegin“',
  next_header: () => 'vor „=yend“ beginnt schon die nächste Datei',
};

/** German texts for operators, one per yEnc error kind. */
export const yencMessages: Record<YencErrorKind, (c: YencMessageContext) => string> = {
  no_header: () => 'Der Artikel enthält keine yEnc-Daten (keine Zeile „=ybegin“ am Anfang).',
  bad_header: (c) =>
    `Der yEnc-Kopf${of(c)} ist ungültig: ${c.problem ? HEADER[c.problem](c) : 'unbekannter Fehler'}.`,
  truncated: (c) =>
    `Die yEnc-Daten${of(c)} sind abgeschnitten: die Schlusszeile „=yend“ fehlt` +
    `${c.declared !== undefined ? ` (${c.actual ?? 0} von ${c.declared} Bytes gelesen)` : ''}. ` +
    'Der Artikel ist unvollständig auf dem Server oder wurde nicht ganz übertragen.',
  size_mismatch: (c) =>
    `Die yEnc-Daten${of(c)} haben ${c.actual ?? '?'} Bytes, angekündigt waren ${c.declared ?? '?'}.`,
  crc_mismatch: (c) =>
    `Die Prüfsumme der yEnc-Daten${of(c)} stimmt nicht (erwartet ${c.expectedCrc ?? '?'}, ` +
    `berechnet ${c.actualCrc ?? '?'}): der Artikel ist beschädigt.`,
  too_large: (c) =>
    `Der yEnc-Artikel${of(c)} ist mit ${c.actual ?? '?'} Bytes größer als die Grenze von ` +
    `${c.limitBytes ?? '?'} Bytes und wird nicht gelesen.`,
};

/** Why the bytes of a `.par2` file gave no file names. */
export const par2ErrorKinds = ['too_large', 'not_par2', 'no_file_descriptions'] as const;
export type Par2ErrorKind = (typeof par2ErrorKinds)[number];

export interface Par2MessageContext {
  limitBytes?: number;
  actual?: number;
  /** Packets whose MD5 did not match (skipped). */
  badPackets?: number;
}

const bad = (c: Par2MessageContext) =>
  c.badPackets ? ` ${c.badPackets} Pakete hatten eine falsche Prüfsumme und wurden übersprungen.` : '';

/** German texts for operators, one per PAR2 error kind. */
export const par2Messages: Record<Par2ErrorKind, (c: Par2MessageContext) => string> = {
  too_large: (c) =>
    `Die PAR2-Datei ist mit ${c.actual ?? '?'} Bytes größer als die Grenze von ${c.limitBytes ?? '?'} Bytes ` +
    'für eine Index-Datei und wird nicht gelesen.',
  not_par2: (c) => `Die Datei enthält kein gültiges PAR2-Paket.${bad(c)}`,
  no_file_descriptions: (c) =>
    `Die PAR2-Datei enthält keine Dateibeschreibungen (FileDesc-Pakete), also keine Dateinamen.${bad(c)}`,
};

/** Why no real release name was proposed from a PAR2 set's file names. */
export const releaseNameRefusals = ['no_main_files', 'random', 'unsafe', 'same_name'] as const;
export type ReleaseNameRefusal = (typeof releaseNameRefusals)[number];

/** German texts for operators, one per refusal. */
export const releaseNameMessages: Record<ReleaseNameRefusal, (name: string) => string> = {
  no_main_files: () =>
    'Die PAR2-Datei nennt keine Hauptdateien (Archive oder Videos), aus denen sich ein Name ergibt.',
  random: (name) =>
    `Die Dateinamen im PAR2 sind selbst verschleiert („${name.slice(0, 200)}“); kein echter Name gefunden.`,
  unsafe: (name) =>
    `Der Dateiname im PAR2 enthält Steuerzeichen oder ist zu lang („${name.slice(0, 200)}“) und wird nicht übernommen.`,
  same_name: (name) => `Die Dateien im PAR2 tragen schon den Namen des Releases („${name.slice(0, 200)}“).`,
};

/** Why bytes posted as an NFO are not stored as one. */
export const nfoRejectReasons = ['too_large', 'empty', 'binary'] as const;
export type NfoRejectReason = (typeof nfoRejectReasons)[number];

/** What gave a binary away. */
export type NfoBinaryHint =
  'nul' | 'control_bytes' | 'executable' | 'archive' | 'image' | 'document' | 'media';

export interface NfoMessageContext {
  actual?: number;
  limitBytes?: number;
  hint?: NfoBinaryHint;
}

const HINTS: Record<NfoBinaryHint, string> = {
  nul: 'sie enthält Null-Bytes',
  control_bytes: 'zu viele Steuerzeichen',
  executable: 'es ist ein ausführbares Programm',
  archive: 'es ist ein Archiv',
  image: 'es ist ein Bild',
  document: 'es ist ein PDF-Dokument',
  media: 'es ist eine Audio- oder Videodatei',
};

/** German texts for operators, one per reason an NFO is refused. */
export const nfoMessages: Record<NfoRejectReason, (c: NfoMessageContext) => string> = {
  too_large: (c) =>
    `Die NFO-Datei ist mit ${c.actual ?? '?'} Bytes größer als die Grenze von ${c.limitBytes ?? '?'} Bytes ` +
    'und wird nicht gespeichert.',
  empty: () => 'Die NFO-Datei ist leer.',
  binary: (c) =>
    `Die NFO-Datei ist kein Text (${c.hint ? HINTS[c.hint] : 'Binärdaten'}) und wird nicht gespeichert.`,
};
