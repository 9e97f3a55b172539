import type { NzbDocument } from '@nzbkino/nzb';

const MAX_NAME = 300;
const SAFE = /[^\p{L}\p{N} ._()[\]&'+,!-]/gu;

function clean(name: string): string {
  return name.replace(SAFE, '').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);
}

/** The part of a subject before the file counter: `Name [01/12] - "x.rar" yEnc (1/40)` → `Name`. */
function subjectStem(subject: string): string {
  return subject
    .replace(/"[^"]*"/g, ' ')
    .replace(/\[\d+\/\d+\]|\(\d+\/\d+\)|yEnc|\s-\s*$/gi, ' ')
    .replace(/\s+-\s+.*$/, '')
    .trim();
}

/**
 * A release's name: the NZB's meta title, else the uploaded file name without
 * .nzb, else what all subjects start with. Characters outside a conservative
 * set are dropped so a name can never carry markup or control characters.
 */
export function releaseNameFor(doc: NzbDocument, fileName?: string): string {
  const fromMeta = doc.meta.title ? clean(doc.meta.title) : '';
  if (fromMeta) return fromMeta;
  const base = fileName ? clean(fileName.replace(/^.*[\\/]/, '').replace(/\.nzb(\.gz)?$/i, '')) : '';
  if (base) return base;
  const first = doc.files[0];
  return first ? clean(subjectStem(first.subject)) : '';
}
