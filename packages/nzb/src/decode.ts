import { TextDecoder } from 'node:util';
import { NzbParseError } from './errors';

/**
 * Turns raw upload bytes into the document text. Handles the byte order marks
 * and the `encoding` of the XML declaration, because older German posting tools
 * still write ISO-8859-1 subjects and decoding those as UTF-8 would mangle umlauts.
 */
export function decodeNzbBytes(input: Buffer): string {
  if (input.length >= 3 && input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(input.subarray(3));
  }
  if (input.length >= 2 && input[0] === 0xff && input[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(input.subarray(2));
  }
  if (input.length >= 2 && input[0] === 0xfe && input[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(input.subarray(2));
  }
  return decoderFor(declaredEncoding(input)).decode(input);
}

/** Strips a BOM that survived an earlier decode by the caller. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

// The declaration must be the very first thing in the document, so looking at
// the first bytes (read as ASCII, which every supported encoding agrees with) suffices.
const DECLARATION = /^<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/;

function declaredEncoding(input: Buffer): string | null {
  const head = input.subarray(0, 200).toString('latin1');
  return DECLARATION.exec(head)?.[1]?.toLowerCase() ?? null;
}

function decoderFor(encoding: string | null): TextDecoder {
  if (encoding === null || encoding === 'utf-8' || encoding === 'utf8') return new TextDecoder('utf-8');
  // A declared UTF-16 without a BOM is too rare to guess the byte order for.
  if (encoding.startsWith('utf-16')) {
    throw new NzbParseError('NOT_XML', `Unsupported document encoding "${encoding}" without byte order mark`);
  }
  try {
    return new TextDecoder(encoding);
  } catch {
    throw new NzbParseError('NOT_XML', `Unsupported document encoding "${encoding}"`);
  }
}
