import { giveBackAnswerBuffer, takeAnswerBuffer } from './answer-buffers';

/**
 * A tiny element tree for Newznab answers, written out as XML or as the JSON
 * shape Newznab servers give with `o=json` (attributes under "@attributes",
 * repeated elements as arrays, the `newznab:` prefix dropped). One tree, two
 * writers: the XML and the JSON answer cannot carry different data.
 */
export interface NzElement {
  name: string;
  attrs?: Record<string, string | number | undefined>;
  text?: string;
  children?: NzElement[];
  /** Markup written already, in pieces (see rendered-items.ts): XML only, it has no JSON form. */
  xml?: readonly string[];
}

/** A run of elements already written as XML (in pieces), placed as they are. */
export const rawXml = (pieces: readonly string[]): NzElement => ({ name: '#xml', xml: pieces });

export const el = (name: string, attrs?: NzElement['attrs'], content?: string | NzElement[]): NzElement =>
  typeof content === 'string' ? { name, attrs, text: content } : { name, attrs, children: content };

// XML 1.0 forbids most control characters even escaped; a release name or NFO-derived text must not break the document.
const FORBIDDEN = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF';
const INVALID_XML = new RegExp(`[${FORBIDDEN}]`, 'g');
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Any of the five XML specials or a forbidden character: what needs escaping or removal. */
const NEEDS_WORK = new RegExp(`[&<>"'${FORBIDDEN}]`);

export function escapeXml(value: string): string {
  // Most values (ids, dotted release names, links) need nothing: one test, no copy. The regex's
  // scan took half the time of a loop over the char codes (~27 against ~53 ns for a release name).
  if (!NEEDS_WORK.test(value)) return value;
  return value.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function attrText(attrs: NzElement['attrs']): string {
  let out = '';
  if (!attrs) return out;
  for (const key in attrs) {
    const value = attrs[key];
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? value : escapeXml(value)}"`;
  }
  return out;
}

/** One element as XML text (elements of written markup excepted: see {@link toXml}). */
export function writeXml(node: NzElement): string {
  const parts: string[] = [];
  writeInto(node, parts);
  return parts.join('');
}

function writeInto(node: NzElement, parts: string[]): void {
  if (node.xml !== undefined) {
    parts.push(...node.xml);
    return;
  }
  const open = `<${node.name}${attrText(node.attrs)}`;
  if (node.text !== undefined) {
    parts.push(`${open}>${escapeXml(node.text)}</${node.name}>`);
    return;
  }
  if (!node.children?.length) {
    parts.push(`${open}/>`);
    return;
  }
  parts.push(`${open}>`);
  for (const child of node.children) writeInto(child, parts);
  parts.push(`</${node.name}>`);
}

/** A document written into a buffer of the answer pool; `release` gives it back once it went out. */
export interface WrittenXml {
  bytes: Buffer;
  release: () => void;
}

/**
 * The document as UTF-8 bytes, written piece by piece into a buffer of the
 * answer pool (answer-buffers.ts). A page of items (~100-200 KB) never
 * becomes one JavaScript string: V8 puts a string that large in its own
 * memory pages, which cost ~1.2 ms per answer to make (join) and again to
 * encode. An answer larger than a pooled buffer gets one of its own.
 */
export function toXml(root: NzElement): WrittenXml {
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  writeInto(root, parts);
  const pooled = takeAnswerBuffer();
  let bytes = pooled;
  let at = 0;
  for (const part of parts) {
    // A UTF-16 code unit never takes more than three UTF-8 bytes: the exact length only near the end.
    const needed = at + part.length * 3 > bytes.length ? at + Buffer.byteLength(part) : 0;
    if (needed > bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(bytes.length * 2, needed));
      bytes.copy(larger, 0, 0, at);
      bytes = larger;
    }
    at += bytes.write(part, at);
  }
  if (bytes !== pooled) giveBackAnswerBuffer(pooled);
  return {
    bytes: bytes.subarray(0, at),
    release: bytes === pooled ? () => giveBackAnswerBuffer(pooled) : () => undefined,
  };
}

/** Elements that are lists even when there is one (clients iterate them). */
const ALWAYS_ARRAY = new Set(['item', 'attr', 'category', 'subcat']);

function toJsonValue(node: NzElement): unknown {
  if (node.xml !== undefined) throw new Error('written XML has no JSON form');
  const attributes = node.attrs
    ? Object.fromEntries(
        Object.entries(node.attrs)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k.replace(/^xmlns:/, ''), String(v)]),
      )
    : undefined;
  if (node.text !== undefined) return attributes ? { '@attributes': attributes, text: node.text } : node.text;
  const value: Record<string, unknown> = attributes ? { '@attributes': attributes } : {};
  for (const child of node.children ?? []) {
    const key = child.name.replace(/^[a-z]+:/, '');
    const childValue = toJsonValue(child);
    if (key in value) {
      const existing = value[key];
      value[key] = Array.isArray(existing) ? [...existing, childValue] : [existing, childValue];
    } else {
      value[key] = ALWAYS_ARRAY.has(key) ? [childValue] : childValue;
    }
  }
  return value;
}

/** The root element's content (as Newznab servers give it), except an error, which stays `{"error": …}`. */
export function toJson(root: NzElement): string {
  const value = toJsonValue(root);
  return JSON.stringify(root.name === 'error' ? { error: value } : value);
}
