/*
 * Code page 437, the IBM PC character set in which scene NFOs draw their art.
 * 0x80–0xFF are accented letters, box drawing, shades and symbols; the C0
 * control bytes other than tab, line feed and carriage return are the PC's
 * symbol glyphs (☺ ♥ ►), as DOS showed them. Table per the Unicode mapping
 * of CP437 (unicode.org, VENDORS/MICSFT/PC/CP437.TXT) and the glyph column
 * for 0x01–0x1F, 0x7F.
 */
const CONTROLS = '\u0000☺☻♥♦♣♠•◘\t\n♂♀\r♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼';
const HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»' +
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const TABLE: string[] = Array.from({ length: 256 }, (_, byte) => {
  if (byte < 0x20) return CONTROLS[byte]!;
  if (byte < 0x7f) return String.fromCharCode(byte);
  if (byte === 0x7f) return '⌂';
  return HIGH[byte - 0x80]!;
});

/** CP437 bytes as text; NUL bytes are dropped. */
export function decodeCp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) if (byte !== 0) text += TABLE[byte];
  return text;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The text of an NFO. Most are CP437; newer ones are sometimes UTF-8. Bytes
 * that are valid UTF-8 with at least one multi-byte sequence (or a BOM) are
 * read as UTF-8: CP437 art practically never forms valid UTF-8, because its
 * shade and block bytes (0xB0–0xDF) do not follow one another in lead and
 * continuation patterns. Everything else is CP437. Line ends become \n.
 */
export function decodeNfo(bytes: Uint8Array): string {
  let text: string | null = null;
  if (bytes.some((b) => b >= 0x80)) {
    try {
      text = utf8.decode(bytes).replaceAll('\u0000', '');
    } catch {
      text = null;
    }
  }
  return (text ?? decodeCp437(bytes)).replace(/\r\n?/g, '\n');
}
