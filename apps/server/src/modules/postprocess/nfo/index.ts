export { checkNfo, NFO_MAX_BYTES, type NfoCheck, type NfoCheckOptions } from './nfo-check';
export { extractNfoIds, type NfoIds } from './nfo-ids';
