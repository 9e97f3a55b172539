export { decodeYenc, YENC_MAX_BYTES, type YencDecodeOptions, type YencPart } from './yenc-decode';
export { YencError, type YencErrorKind, type YencHeaderProblem } from './yenc-error';
