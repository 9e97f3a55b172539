import { escapeXmlAttribute, escapeXmlText } from './entities';
import { isValidMessageId, MAX_SEGMENT_BYTES, MAX_SEGMENT_NUMBER, META_TYPE } from './rules';
import type { NzbBuildFile, NzbBuildInput } from './types';

/** The declaration every NZB client knows; the DTD is never fetched by them either. */
export const NZB_DOCTYPE =
  '<!DOCTYPE nzb PUBLIC "-//newzBin//DTD NZB 1.1//EN" "http://www.newzbin.com/DTD/nzb/nzb-1.1.dtd">';
export const NZB_NAMESPACE = 'http://www.newzbin.com/DTD/2003/nzb';

/**
 * Writes a standard NZB 1.1 document (UTF-8, two-space indentation) that
 * {@link parseNzb} reads back to the same files, segments and meta.
 *
 * @throws {RangeError} for input that would make an invalid or unreadable NZB:
 *   no files, a file without segments, a segment with a non-integer, negative
 *   or over 2^32 `bytes`/`number` or an empty or unsafe message-id, an invalid date, a meta type that
 *   is not a simple name, or text containing characters XML cannot represent.
 */
export function buildNzb(doc: NzbBuildInput): string {
  if (doc.files.length === 0) throw new RangeError('An NZB needs at least one file');
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    NZB_DOCTYPE,
    `<nzb xmlns="${NZB_NAMESPACE}">`,
  ];
  const meta = Object.entries(doc.meta ?? {});
  if (meta.length > 0) {
    out.push('  <head>');
    for (const [type, value] of meta) {
      if (!META_TYPE.test(type)) throw new RangeError(`Invalid meta type "${type}"`);
      out.push(`    <meta type="${type}">${escapeXmlText(value, `meta ${type}`)}</meta>`);
    }
    out.push('  </head>');
  }
  doc.files.forEach((file, index) => writeFile(out, file, index));
  out.push('</nzb>', '');
  return out.join('\n');
}

function writeFile(out: string[], file: NzbBuildFile, index: number): void {
  const where = `file ${index + 1}`;
  const seconds = Math.floor(file.date.getTime() / 1000);
  if (!Number.isFinite(seconds)) throw new RangeError(`${where} has an invalid date`);
  if (file.segments.length === 0) throw new RangeError(`${where} has no segments`);

  const poster = escapeXmlAttribute(file.poster, `${where} poster`);
  const subject = escapeXmlAttribute(file.subject, `${where} subject`);
  out.push(`  <file poster="${poster}" date="${seconds}" subject="${subject}">`, '    <groups>');
  for (const group of file.groups) out.push(`      <group>${escapeXmlText(group, `${where} group`)}</group>`);
  out.push('    </groups>', '    <segments>');
  for (const segment of file.segments) {
    const at = `${where} segment ${segment.number}`;
    if (!isCount(segment.bytes, MAX_SEGMENT_BYTES)) throw new RangeError(`${at} has invalid bytes`);
    if (!isCount(segment.number, MAX_SEGMENT_NUMBER)) throw new RangeError(`${at} has an invalid number`);
    if (!isValidMessageId(segment.messageId)) {
      throw new RangeError(`${at} has an empty or unsafe message-id (brackets, whitespace, over 250 chars)`);
    }
    const id = escapeXmlText(segment.messageId, `${at} message-id`);
    out.push(`      <segment bytes="${segment.bytes}" number="${segment.number}">${id}</segment>`);
  }
  out.push('    </segments>', '  </file>');
}

function isCount(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}
