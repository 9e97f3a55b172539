import type { NzbParseError } from '@nzbkino/nzb';
import { importFileMessages, nzbRefusalMessages } from '@nzbkino/shared';
import type { ImportFileRead } from './read-import-file';

/*
 * The reasons an NZB is refused, as the import log, the CLI, the upload answer
 * and abgelehnt/*.grund.txt show them: the stable code first (programs and
 * admins filter by it), then a German sentence. Never the reader's English
 * message: it may quote names out of the document.
 */

export function parseRefusal(error: NzbParseError, maxNzbBytes: number): string {
  const { code, position } = error;
  const text =
    code === 'TOO_LARGE' ? nzbRefusalMessages.TOO_LARGE(maxNzbBytes) : nzbRefusalMessages[code](position);
  return `${code}: ${text}`;
}

export const noNameRefusal = () => `NO_NAME: ${nzbRefusalMessages.NO_NAME()}`;

export const nfoTooLargeRefusal = (limit: number) =>
  `NFO_TOO_LARGE: ${importFileMessages.nfoTooLarge(limit)}`;

/** Why an NZB file that was not read is refused. */
export function nzbReadRefusal(
  read: Exclude<ImportFileRead, { status: 'read' }>,
  name: string,
  maxNzbBytes: number,
): string {
  switch (read.status) {
    case 'missing':
      return `READ_FAILED: ${importFileMessages.gone(name)}`;
    case 'too-large':
      return `TOO_LARGE: ${importFileMessages.nzbTooLarge(name, maxNzbBytes)}`;
    case 'refused':
      return `${read.code}: ${read.reason}`;
  }
}

/** Why the NFO beside an NZB makes it refused; null when there is none or it was read. */
export function nfoReadRefusal(read: ImportFileRead, limit: number): string | null {
  switch (read.status) {
    case 'read':
    case 'missing':
      return null;
    case 'too-large':
      return nfoTooLargeRefusal(limit);
    case 'refused':
      return `${read.code}: ${read.reason}`;
  }
}
