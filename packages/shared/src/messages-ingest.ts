import { formatSize } from './format/size';

/** What an import file turned out to be when it is not a plain file (see importFileMessages.notAFile). */
export type ImportFileKind = 'fifo' | 'socket' | 'characterDevice' | 'blockDevice' | 'directory' | 'other';

const KIND: Record<ImportFileKind, string> = {
  fifo: 'eine benannte Pipe (FIFO)',
  socket: 'ein Socket',
  characterDevice: 'eine Gerätedatei (zeichenorientiert)',
  blockDevice: 'eine Gerätedatei (blockorientiert)',
  directory: 'ein Ordner',
  other: 'keine gewöhnliche Datei',
};

/**
 * Why an import from disk (CLI import, watch folder) refuses to read a file.
 * Each names the file, never a byte of it: the reasons go to the terminal, the
 * import log and `abgelehnt/*.grund.txt`, and the file may be a link to a secret.
 */
export const importFileMessages = {
  symlink: (file: string) =>
    `„${file}“ ist ein symbolischer Link. Links werden beim Import nicht verfolgt; ` +
    'legen Sie die Datei selbst in den Ordner.',
  notAFile: (file: string, kind: ImportFileKind) =>
    `„${file}“ ist ${KIND[kind]}, keine gewöhnliche Datei, und wird nicht gelesen.`,
  hardLink: (file: string, links: number) =>
    `„${file}“ ist ein harter Link (dieselbe Datei hat ${links} Namen). ` +
    'Importiert werden nur Dateien mit einem einzigen Namen; legen Sie eine Kopie in den Ordner.',
  inDataDir: (file: string) =>
    `„${file}“ liegt im Datenordner des Servers (DATA_DIR); von dort wird nichts importiert.`,
  gone: (file: string) => `„${file}“ ist verschwunden, bevor sie gelesen werden konnte.`,
  noPermission: (file: string) => `„${file}“ darf nicht gelesen werden (keine Leserechte).`,
  readFailed: (file: string, code: string) => `„${file}“ konnte nicht gelesen werden (${code}).`,
  nzbTooLarge: (file: string, limit: number) =>
    `„${file}“ ist größer als die Grenze von ${formatSize(limit)} für ein NZB und wurde nicht gelesen.`,
  nfoTooLarge: (limit: number) => `Die NFO ist größer als ${formatSize(limit, 0)}.`,
  /** The import walk passed over a link instead of following it. */
  skippedLink: (path: string) =>
    `Übersprungen: ${path} ist ein symbolischer Link; Links werden beim Import nicht verfolgt.`,
  skippedFolder: (path: string, code: string) =>
    `Übersprungen: der Ordner ${path} kann nicht gelesen werden (${code}).`,
} as const;

/** Where in an NZB the strict reader stopped, if it could tell. */
export interface NzbPosition {
  line: number;
  column?: number;
}

const at = (position?: NzbPosition) =>
  position
    ? ` (Zeile ${position.line}${position.column !== undefined ? `, Spalte ${position.column}` : ''})`
    : '';

/**
 * Why an NZB was refused, by the reader's stable code (packages/nzb,
 * NzbParseErrorCode). German for admins; like importFileMessages they never
 * quote the document: the position is what points at the problem.
 */
export const nzbRefusalMessages = {
  TOO_LARGE: (limit: number) => `Das NZB ist größer als die Grenze von ${formatSize(limit)}.`,
  NOT_XML: () => 'Die Datei ist leer, binär oder kein XML, also kein NZB.',
  MALFORMED: (position?: NzbPosition) => `Das NZB ist kein wohlgeformtes XML${at(position)}.`,
  ENTITIES_FORBIDDEN: () =>
    'Das NZB deklariert oder verwendet XML-Entitäten oder eine fremde DOCTYPE-Angabe; ' +
    'das ist aus Sicherheitsgründen nicht erlaubt.',
  NOT_NZB: () => 'Die Datei ist XML, aber kein NZB (ihr Wurzelelement ist nicht <nzb>).',
  NO_FILES: () => 'Das NZB enthält keine Dateien.',
  NO_SEGMENTS: (position?: NzbPosition) => `Eine Datei des NZB hat keine Segmente${at(position)}.`,
  INVALID_SEGMENT: (position?: NzbPosition) =>
    `Ein Segment des NZB ist ungültig (Nummer, Größe oder Message-ID fehlt oder ist falsch)${at(position)}.`,
  NO_NAME: () => 'Das NZB nennt keinen Release-Namen.',
} as const;
