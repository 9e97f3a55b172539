/*
 * File names for downloads. Release names come from uploaded NZBs, so they may
 * hold anything: quotes, CR/LF, slashes, control characters. What reaches a
 * header or a zip entry is reduced to a safe name first.
 */

// Path separators, characters Windows refuses, quotes and every control character.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g;
const MAX_NAME_LENGTH = 180;

/**
 * A file name that is safe on every system: no path parts, no control or
 * reserved characters, no leading or trailing dots and spaces, at most 180
 * characters before the extension. Letters outside ASCII (umlauts) stay.
 */
export function safeFileName(name: string, extension: string, fallback: string): string {
  let base = name
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (base.toLowerCase().endsWith(extension.toLowerCase())) base = base.slice(0, -extension.length);
  base = [...base]
    .slice(0, MAX_NAME_LENGTH)
    .join('')
    .replace(/[\s.]+$/, '');
  return `${base || fallback}${extension}`;
}

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** The name in printable ASCII: umlauts spelled out, accents dropped, anything else `_`. */
export function asciiFileName(name: string): string {
  return name
    .replace(/[äöüÄÖÜß]/g, (c) => GERMAN[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|[%"\\]/g, '_');
}

// RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * unencoded, which it does not allow.
function extValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment` with an ASCII `filename` for old clients and, when the name is
 * not plain ASCII, the exact UTF-8 name as RFC 6266 `filename*`. Expects a
 * name from {@link safeFileName}.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = asciiFileName(fileName);
  const header = `attachment; filename="${ascii}"`;
  return ascii === fileName ? header : `${header}; filename*=UTF-8''${extValue(fileName)}`;
}
