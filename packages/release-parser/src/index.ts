/**
 * @nzbkino/release-parser — a German-first scene release-name parser.
 *
 * ```ts
 * parseReleaseName('Dark.S01E01.German.DL.1080p.WEB.x264-GRP');
 * // { title: 'Dark', type: 'tv', season: 1, episodes: [1], languages: ['de'], dualLanguage: true, ... }
 * ```
 */
export { parseReleaseName } from './parser';
export type { ParsedRelease, ReleaseType, Resolution } from './types';
