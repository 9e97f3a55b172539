import { nntpDetails } from '@nzbkino/shared';
import { NntpError, type NntpErrorContext } from './nntp-error';

/** The answer to GROUP (RFC 3977 §6.1.1): estimated count, lowest and highest article number. */
export interface GroupInfo {
  name: string;
  count: number;
  low: number;
  high: number;
}

/** One line of LIST ACTIVE (RFC 3977 §7.6.3): highest and lowest number, posting status (y, n, m …). */
export interface ActiveGroup {
  name: string;
  high: number;
  low: number;
  status: string;
}

/** CAPABILITIES by upper-case label, with their arguments (RFC 3977 §5.2). */
export type Capabilities = ReadonlyMap<string, readonly string[]>;

export function parseCapabilities(lines: Buffer[]): Map<string, string[]> {
  const capabilities = new Map<string, string[]>();
  for (const line of lines) {
    const [label, ...args] = line
      .toString('utf8')
      .trim()
      .split(/[ \t]+/);
    if (label) capabilities.set(label.toUpperCase(), args);
  }
  return capabilities;
}

export function parseGroupAnswer(text: string, requested: string): GroupInfo | null {
  const [count, low, high, name] = text.trim().split(/[ \t]+/);
  const numbers = [count, low, high].map((n) => (n !== undefined && /^\d+$/.test(n) ? Number(n) : NaN));
  if (numbers.some((n) => !Number.isSafeInteger(n))) return null;
  return { name: name ?? requested, count: numbers[0]!, low: numbers[1]!, high: numbers[2]! };
}

export function parseActiveLine(line: Buffer): ActiveGroup | null {
  const [name, high, low, status] = line.toString('utf8').split(/[ \t]+/);
  if (!name || !high || !low || !/^\d+$/.test(high) || !/^\d+$/.test(low)) return null;
  return { name, high: Number(high), low: Number(low), status: status ?? '' };
}

// What may travel as one argument of a command: no whitespace, no control characters
// (a CR or LF in a message-id from a hostile NZB would smuggle in a second command).
const ARGUMENT = /^[^\s\p{Cc}]+$/u;

/** A message-id for BODY/ARTICLE/HEAD; NZB files store them without the angle brackets. */
export function messageIdArgument(messageId: string, context: NntpErrorContext): string {
  const id = messageId.startsWith('<') ? messageId : `<${messageId}>`;
  // RFC 3977 §3.6: at most 250 octets, brackets included.
  if (!/^<[^<>]+>$/.test(id) || !ARGUMENT.test(id) || Buffer.byteLength(id) > 250) {
    throw new NntpError('invalid_request', { ...context, detail: nntpDetails.messageId });
  }
  return id;
}

export function groupArgument(group: string, context: NntpErrorContext): string {
  // RFC 3977 §3.1: a command line is at most 512 octets; "GROUP " and CRLF take 8.
  if (!ARGUMENT.test(group) || Buffer.byteLength(group) > 497) {
    throw new NntpError('invalid_request', { ...context, detail: nntpDetails.group });
  }
  return group;
}

export function wildmatArgument(wildmat: string, context: NntpErrorContext): string {
  if (!ARGUMENT.test(wildmat) || Buffer.byteLength(wildmat) > 490) {
    throw new NntpError('invalid_request', { ...context, detail: nntpDetails.wildmat });
  }
  return wildmat;
}

export function rangeArgument(from: number, to: number, context: NntpErrorContext): string {
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || to < from) {
    throw new NntpError('invalid_request', { ...context, detail: nntpDetails.range });
  }
  return `${from}-${to}`;
}

/** Credentials travel as one line each; a line break in them would end the command early. */
export function credentialArgument(value: string, context: NntpErrorContext): string {
  if (/[\r\n\0]/.test(value))
    throw new NntpError('invalid_request', { ...context, detail: nntpDetails.credentials });
  return value;
}

/** The lines of a data block as the article had them: each followed by CRLF. */
export function joinLines(lines: Buffer[], bytes: number): Buffer {
  const out = Buffer.allocUnsafe(bytes);
  let at = 0;
  for (const line of lines) {
    at += line.copy(out, at);
    out[at++] = 0x0d;
    out[at++] = 0x0a;
  }
  return out.subarray(0, at);
}
