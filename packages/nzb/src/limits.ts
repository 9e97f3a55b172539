// Shape limits of an accepted NZB. They bound the work and memory a hostile
// upload can cost: every one is checked while scanning, so a document breaking
// one is refused at the offending tag rather than after reading all of it.

/** NZB nests four levels (nzb › file › segments › segment); leave room for odd extensions. */
export const MAX_DEPTH = 16;
/**
 * Elements outside `<segments>` (files, groups, meta). A 5000-file season pack
 * has about 30 000; segments are not counted, they are what an NZB is made of.
 */
export const MAX_STRUCTURE_ELEMENTS = 250_000;
/** No NZB tag comes near this; a longer one is an attack or garbage. */
export const MAX_TAG_LENGTH = 16 * 1024;
/** NZB tags carry three attributes at most. */
export const MAX_ATTRIBUTES = 32;
