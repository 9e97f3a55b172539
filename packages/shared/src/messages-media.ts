import { formatCount, formatRating } from './format/number';
import { formatSize } from './format/size';

/**
 * Why an archive's headers could not be read to their end. The readers stop at
 * the first damaged header and keep what they read before it; the offset is the
 * byte position in the bytes they were given.
 */
export type ArchiveDamage =
  | 'header_crc'
  | 'header_size'
  | 'number'
  | 'field_outside'
  | 'structure'
  | 'start_header_crc'
  | 'next_header_crc';

/**
 * Something the operator should know about an archive's headers (post-processing
 * of a release). The archive readers report these; the admin area shows the text.
 */
export type ArchiveWarning =
  | { kind: 'unknown_format' }
  | { kind: 'truncated' }
  | { kind: 'damaged'; reason: ArchiveDamage; offset: number }
  | { kind: 'too_many_entries'; limit: number }
  | { kind: 'unsafe_name'; name: string }
  | { kind: 'claimed_size'; name: string; size: number; packedSize: number }
  | { kind: 'compressed_header' }
  | { kind: 'header_beyond'; offset: number; size: number }
  | { kind: 'size_after_data'; name: string }
  | { kind: 'not_first_volume'; volume: number | null };

const DAMAGE: Record<ArchiveDamage, string> = {
  header_crc: 'die Prüfsumme eines Kopfblocks stimmt nicht',
  header_size: 'ein Kopfblock gibt eine unmögliche Größe an',
  number: 'eine Zahl im Kopf ist zu lang oder zu groß',
  field_outside: 'ein Feld reicht über das Ende seines Kopfblocks hinaus',
  structure: 'der Kopf ist nicht so aufgebaut, wie das Format es vorschreibt',
  start_header_crc: 'die Prüfsumme des 7z-Startkopfs stimmt nicht',
  next_header_crc: 'die Prüfsumme der 7z-Kopfdaten stimmt nicht',
};

/** German text of an archive warning, for the admin area and the post-processing log. */
export function archiveWarningText(warning: ArchiveWarning): string {
  switch (warning.kind) {
    case 'unknown_format':
      return 'Keine bekannte Archivsignatur (RAR, 7z oder ZIP) am Anfang der Datei.';
    case 'truncated':
      return 'Die gelesenen Bytes enden vor dem Ende der Archivköpfe; die Dateiliste ist unvollständig.';
    case 'damaged':
      return `Archivkopf beschädigt bei Byte ${formatCount(warning.offset)}: ${DAMAGE[warning.reason]}. Das Lesen wurde dort beendet.`;
    case 'too_many_entries':
      return `Mehr als ${formatCount(warning.limit)} Einträge im Archivkopf; das Lesen wurde abgebrochen.`;
    case 'unsafe_name':
      return `Ein Dateiname enthält Pfadsprünge, einen absoluten Pfad oder Steuerzeichen: „${warning.name}“.`;
    case 'claimed_size':
      return (
        `„${warning.name}“ gibt entpackt ${formatSize(warning.size)} bei ${formatSize(warning.packedSize)} ` +
        'gepackt an (mögliche Archivbombe; es wird nichts entpackt).'
      );
    case 'compressed_header':
      return 'Die 7z-Kopfdaten sind komprimiert; die Dateiliste wird nicht entpackt und bleibt unbekannt.';
    case 'header_beyond':
      return (
        `Die 7z-Kopfdaten liegen bei Byte ${formatCount(warning.offset)} (${formatSize(warning.size)}), ` +
        'außerhalb der gelesenen Bytes, meist am Ende des letzten Teils.'
      );
    case 'size_after_data':
      return `Die Größe von „${warning.name}“ steht im ZIP erst hinter den Daten; weitere Einträge wurden nicht gelesen.`;
    case 'not_first_volume':
      return warning.volume === null
        ? 'Dies ist nicht der erste Teil des Archivs.'
        : `Dies ist Teil ${formatCount(warning.volume + 1)} des Archivs, nicht der erste.`;
  }
}

/** Why the media facts of a release's main video file could not be read. */
export const mediaFailureKinds = [
  'empty_input',
  'tool_missing',
  'tool_failed',
  'timeout',
  'output_too_large',
  'invalid_output',
  'not_readable',
] as const;
export type MediaFailureKind = (typeof mediaFailureKinds)[number];

/** The details a media failure message may name. */
export interface MediaFailureContext {
  /** The mediainfo program as configured. */
  binary?: string;
  seconds?: number;
  limitBytes?: number;
  exitCode?: number | null;
  /** The first line of the program's error output, or a system error code (ENOENT …). */
  detail?: string;
}

// Whole seconds as counts, fractions (short test limits) with one de-DE decimal.
const seconds = (value: number | undefined) =>
  value === undefined ? '?' : Number.isInteger(value) ? formatCount(value) : formatRating(value);

/** German texts for operators, one per media failure kind. */
export const mediaFailureMessages: Record<MediaFailureKind, (c: MediaFailureContext) => string> = {
  empty_input: () => 'Es wurden keine Bytes der Videodatei übergeben.',
  tool_missing: (c) =>
    `Das Programm „${c.binary ?? 'mediainfo'}“ wurde nicht gefunden${c.detail ? ` (${c.detail})` : ''}. ` +
    'Installieren Sie mediainfo (Debian: apt-get install mediainfo) oder tragen Sie den Pfad ein.',
  tool_failed: (c) =>
    `mediainfo ist mit Code ${c.exitCode ?? '?'} abgebrochen${c.detail ? `: ${c.detail}` : ''}.`,
  timeout: (c) => `mediainfo hat nach ${seconds(c.seconds)} s nicht geantwortet und wurde beendet.`,
  output_too_large: (c) =>
    `Die Ausgabe von mediainfo ist größer als ${formatSize(c.limitBytes ?? null)} und wurde verworfen.`,
  invalid_output: () => 'Die Ausgabe von mediainfo ist kein lesbares JSON.',
  not_readable: () =>
    'mediainfo erkennt in den ersten Bytes der Datei weder Video- noch Tonspuren (nicht lesbar).',
};
