/**
 * The value lists of the API contract, in a module without zod, so the web app
 * can import them without pulling the schema library into its list pages.
 */
export const movieSortValues = [
  'title_asc',
  'title_desc',
  'year_desc',
  'year_asc',
  'rating_desc',
  'createdAt_desc',
] as const;
export type MovieSort = (typeof movieSortValues)[number];

export const seriesSortValues = [
  'title_asc',
  'title_desc',
  'firstAirDate_desc',
  'firstAirDate_asc',
  'rating_desc',
  'createdAt_desc',
] as const;
export type SeriesSort = (typeof seriesSortValues)[number];

export const releaseSortValues = [
  'createdAt_desc',
  'createdAt_asc',
  'name_asc',
  'name_desc',
  'size_desc',
  'size_asc',
] as const;
export const releaseSortFields = ['createdAt', 'name', 'size'] as const;
export type ReleaseSortField = (typeof releaseSortFields)[number];
export const releaseResolutionFilters = ['2160p', '1080p', '720p', 'SD'] as const;
export const releaseTypeFilters = ['movie', 'series'] as const;

export const reactionTypes = ['thumbs_up', 'applause', 'heart', 'fire', 'laugh'] as const;

/** How an NZB reached a member: a single download, the cart's zip, the Newznab API or an RSS feed. */
export const grabChannels = ['web', 'zip', 'api', 'rss'] as const;
export type GrabChannel = (typeof grabChannels)[number];

/** Kinds of the header bell's notifications (spec 000 §3). */
export const notificationTypes = ['release', 'watchlist', 'system', 'subscription'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const titleRequestKinds = ['movie', 'series'] as const;
export type TitleRequestKind = (typeof titleRequestKinds)[number];

export const titleRequestStatuses = ['open', 'fulfilled', 'rejected'] as const;
export type TitleRequestStatus = (typeof titleRequestStatuses)[number];

/** How one NZB import ended (upload, watch folder, CLI). */
export const importOutcomes = ['imported', 'duplicate', 'rejected'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/** What an audit entry is about (the admin area's audit log). */
export const auditEntityTypes = [
  'user',
  'settings',
  'release',
  'movie',
  'series',
  'season',
  'episode',
  'news',
  'changelog',
  'request',
  'contact_message',
  'indexer_server',
  'indexer_group',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];
