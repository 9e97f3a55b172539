export {
  readMediaFacts,
  type MediaFactsResult,
  type MediaFailure,
  type ReadMediaOptions,
} from './read-media-facts';
export { runMediainfo, type MediainfoOptions, type MediainfoRun } from './mediainfo-runner';
export {
  mapMediainfoJson,
  type AudioTrackFacts,
  type HdrFormat,
  type MediaFacts,
  type Resolution,
  type SubtitleTrackFacts,
} from './media-facts';
export { newznabMediaAttributes, type NewznabMediaAttributes } from './newznab-media-attributes';
export { languageName } from './languages';
