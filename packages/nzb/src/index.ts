export { parseNzb } from './parse';
export { buildNzb, NZB_DOCTYPE, NZB_NAMESPACE } from './build';
export { fileNameFromSubject } from './subject';
export { NzbParseError } from './errors';
export type { NzbErrorPosition, NzbParseErrorCode } from './errors';
export { DEFAULT_MAX_NZB_BYTES } from './safety';
export type {
  NzbBuildFile,
  NzbBuildInput,
  NzbDocument,
  NzbFile,
  NzbMeta,
  NzbSegment,
  ParseNzbOptions,
} from './types';
