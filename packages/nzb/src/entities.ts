const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

// Bounded digit counts keep the match linear and the code point parse exact.
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6}));/g;

/**
 * Decodes the five predefined XML entities and numeric character references.
 * Every other `&name;` would stay literal text (custom entities are never
 * expanded), though the scanner refuses such references before text gets here.
 */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (_match, name?: string, dec?: string, hex?: string) => {
    if (name !== undefined) return PREDEFINED[name] ?? '';
    const codePoint = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
    return isXmlChar(codePoint) ? String.fromCodePoint(codePoint) : '\uFFFD';
  });
}

/** The Char production of XML 1.0: what a document may contain at all. */
function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

// Characters XML 1.0 cannot represent at all, not even as a reference.
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function assertXmlChars(value: string, field: string): void {
  if (NOT_XML_CHAR.test(value)) {
    throw new RangeError(`${field} contains a character that XML cannot represent`);
  }
}

/** Escapes element text. `>` too, so a `]]>` in a message-id cannot end anything. */
export function escapeXmlText(value: string, field: string): string {
  assertXmlChars(value, field);
  return value.replace(/[&<>]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : '&gt;'));
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // Parsers normalise raw tabs and line breaks in attributes to spaces; references survive.
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Escapes a double-quoted attribute value so it reads back unchanged. */
export function escapeXmlAttribute(value: string, field: string): string {
  assertXmlChars(value, field);
  return value.replace(/[&<>"'\t\n\r]/g, (ch) => ATTRIBUTE_ESCAPES[ch] ?? ch);
}
