/**
 * Half of a UTF-16 surrogate pair without its other half (`"\ud800"` is valid
 * JSON). PostgreSQL refuses it in jsonb; text columns hold U+FFFD instead.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/** The text with each lone surrogate replaced by U+FFFD, as a text column stores it (String#toWellFormed). */
export const toWellFormed = (text: string): string => text.replace(LONE_SURROGATES, '\ufffd');
