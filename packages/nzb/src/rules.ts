// Limits shared by the reader and the writer, so that whatever buildNzb writes
// parseNzb accepts.

/**
 * Real segments are well below a megabyte. Capping each claim at 2^32 keeps the
 * sum over everything a 32 MiB document can list below 2^53, so totals stay exact.
 */
export const MAX_SEGMENT_BYTES = 2 ** 32 - 1;
export const MAX_SEGMENT_NUMBER = 2 ** 32 - 1;

/** RFC 3977 limits message-ids to 250 octets. */
export const MAX_MESSAGE_ID_LENGTH = 250;
// Whitespace, control characters or brackets inside a message-id could smuggle
// extra commands into an NNTP request line built from it downstream.
// eslint-disable-next-line no-control-regex
const UNSAFE_MESSAGE_ID_CHAR = /[\s<>\u0000-\u001f\u007f]/;

/** A message-id (without brackets) that is safe to put into an NNTP command. */
export function isValidMessageId(id: string): boolean {
  return id.length > 0 && id.length <= MAX_MESSAGE_ID_LENGTH && !UNSAFE_MESSAGE_ID_CHAR.test(id);
}

/** `<meta type="…">` names: short identifiers, which also rules out `__proto__`-style keys. */
export const META_TYPE = /^[A-Za-z0-9][\w.-]{0,63}$/;
