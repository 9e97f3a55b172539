/** What makes a file name from a PAR2 file unfit to be shown or used as it is. */
export type Par2NameProblem = 'empty' | 'separator' | 'dot_segment' | 'control' | 'too_long';

/** Most file systems stop at 255 bytes per name. */
const MAX_NAME_BYTES = 255;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** C0, DEL, C1, and the bidirectional marks that make a name display as another (`mkv.exe` as `exe.mkv`). */
function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * A name field's text: NUL padding cut off, then UTF-8 when the bytes are valid UTF-8
 * (par2cmdline on Linux writes the file system's bytes), else Latin-1 (Windows tools).
 */
export function decodePar2Name(field: Buffer): string {
  let end = field.length;
  while (end > 0 && field[end - 1] === 0) end--;
  const bytes = field.subarray(0, end);
  try {
    return UTF8.decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

/**
 * Why a name must not be trusted as a file name (empty when it may): the name is reported
 * as given, but a path separator, `..`, a control character or an overlong name marks it.
 * PAR2 allows sub-folder paths (`dir/file`); they are flagged too, since nothing here
 * writes files and a name with a folder in it is never used as a path.
 */
export function par2NameProblems(name: string): Par2NameProblem[] {
  const problems: Par2NameProblem[] = [];
  if (name.trim() === '') problems.push('empty');
  if (/[/\\]/.test(name) || /^[A-Za-z]:/.test(name)) problems.push('separator');
  if (name.split(/[/\\]/).some((segment) => segment === '..' || segment === '.'))
    problems.push('dot_segment');
  if ([...name].some((ch) => isControl(ch.codePointAt(0)!))) problems.push('control');
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) problems.push('too_long');
  return problems;
}
