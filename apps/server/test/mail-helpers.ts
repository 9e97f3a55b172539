import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
  file?: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Reads a single-part plain-text mail as nodemailer writes it (7bit, quoted-printable or base64). */
export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    decodeHeader(new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { to: header('To'), subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/** The mails in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): ParsedMail[] {
  const folder = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => ({
    ...parseMail(readFileSync(path.join(folder, file), 'utf8')),
    file: path.join(folder, file),
  }));
}

export function resetTokenFrom(mail: ParsedMail): string {
  const match = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail.text}`);
  return match[1];
}
