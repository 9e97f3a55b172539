export { NntpConnection, type NntpConnectionOptions } from './nntp-connection';
export { NntpPool, type NntpPoolOptions, type OverviewChunk } from './nntp-pool';
export type { ServerStatus } from './nntp-server-connections';
export { NntpError, type NntpErrorKind } from './nntp-error';
export { parseNntpUrl, NntpConfigError, type NntpServerConfig } from './nntp-config';
export type { NntpTlsMode } from './nntp-transport';
export type { ActiveGroup, Capabilities, GroupInfo } from './nntp-commands';
export {
  parseOverviewLine,
  parseXref,
  overviewFormatFrom,
  DEFAULT_OVERVIEW_FORMAT,
  type OverviewEntry,
  type OverviewFormat,
} from './nntp-overview';
export { decodeHeaderText } from './nntp-header-text';
