import { decodeLegacyName, decodeUtf8Name } from './entry-names';

// unrar's own limit for a name (NM); an encoded name can never expand past it.
const MAX_NAME_UNITS = 2048;

/**
 * A RAR 1.5–4.x file name. Without the Unicode flag it is in the DOS code page.
 * With it, the field is either UTF-8 (no zero byte, RAR 3.x from non-Windows
 * hosts) or an 8-bit name, a zero byte and an encoding of the Unicode name that
 * refers back to the 8-bit one (RAR 3.x technote, "FILE_NAME" with 0x200).
 */
export function decodeRar4Name(field: Uint8Array, unicode: boolean): string {
  if (!unicode) return decodeLegacyName(field);
  const zero = field.indexOf(0);
  if (zero < 0) return decodeUtf8Name(field);
  return decodeEncodedName(field.subarray(0, zero), field.subarray(zero + 1));
}

/*
 * The encoding: one byte of high bits for the whole name, then groups led by a
 * flag byte whose four 2-bit codes (high bits first) each say how the next
 * character is made: 0 one low byte, 1 one low byte with the shared high byte,
 * 2 a full 16-bit unit, 3 a run copied from the 8-bit name (optionally with a
 * correction added to each byte). Every step is bounded by the input and by
 * MAX_NAME_UNITS, so a hostile encoding cannot loop or grow.
 */
function decodeEncodedName(ascii: Uint8Array, encoded: Uint8Array): string {
  if (encoded.length === 0) return decodeLegacyName(ascii);
  const units: number[] = [];
  const high = encoded[0]! << 8;
  let pos = 1;
  let flags = 0;
  let flagBits = 0;
  decode: while (pos < encoded.length && units.length < MAX_NAME_UNITS) {
    if (flagBits === 0) {
      flags = encoded[pos++]!;
      flagBits = 8;
      if (pos >= encoded.length) break;
    }
    switch (flags >> 6) {
      case 0:
        units.push(encoded[pos++]!);
        break;
      case 1:
        units.push(encoded[pos++]! + high);
        break;
      case 2:
        if (pos + 1 >= encoded.length) break decode;
        units.push(encoded[pos]! | (encoded[pos + 1]! << 8));
        pos += 2;
        break;
      default: {
        let length = encoded[pos++]!;
        let correction: number | null = null;
        if (length & 0x80) {
          if (pos >= encoded.length) break decode;
          correction = encoded[pos++]!;
          length &= 0x7f;
        }
        for (length += 2; length > 0 && units.length < MAX_NAME_UNITS; length--) {
          const byte = ascii[units.length];
          if (byte === undefined) break decode;
          units.push(correction === null ? byte : ((byte + correction) & 0xff) + high);
        }
      }
    }
    flags = (flags << 2) & 0xff;
    flagBits -= 2;
  }
  let text = '';
  for (const unit of units) text += String.fromCharCode(unit);
  return text;
}
