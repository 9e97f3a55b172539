import type {
  AdminRelease,
  AdminUser,
  AdminUserDetail,
  IndexerGroup,
  IndexerServer,
  IndexerStatus,
} from '@nzbkino/api-types';
import { session } from '../../../test/auth-fixtures';

/** The signed-in administrator of the admin screens' tests. */
export const admin = session({ id: 1, username: 'chefin', role: 'ADMIN' }, 'tok-admin');

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    username: 'mia',
    email: 'mia@example.org',
    role: 'USER',
    effectiveRole: 'USER',
    displayName: null,
    membershipExpiresAt: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    suspended: false,
    suspendedAt: null,
    suspendedReason: null,
    hasApiKey: false,
    grabsToday: 3,
    downloadLimit: 10,
    apiCallsToday: 0,
    apiLimit: 0,
    ...overrides,
  };
}

export function adminUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return { ...adminUser(), apiKeyCreatedAt: null, totalGrabs: 0, recentGrabs: [], ...overrides };
}

/** A page of a paginated admin list. */
export function pageOf<K extends string, T>(key: K, items: T[], page = 1, totalPages = 1) {
  return { [key]: items, page, limit: 25, total: items.length, totalPages } as Record<K, T[]> & {
    page: number;
    limit: number;
    total: number;
    totalPages: number;
  };
}

export function adminRelease(overrides: Partial<AdminRelease> = {}): AdminRelease {
  return {
    id: 11,
    guid: 'guid-11',
    name: 'Unbekannt.2019.German.1080p.WEB.x264-GRP',
    category: 'MOVIE',
    newznabCategory: 2040,
    parsedTitle: 'Unbekannt',
    parsedYear: 2019,
    parsedSeason: null,
    parsedEpisode: null,
    parsedResolution: '1080p',
    parsedGroup: 'GRP',
    size: 4_000_000_000,
    hasNfo: false,
    grabs: 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    movieId: null,
    movie: null,
    seriesId: null,
    series: null,
    seasonId: null,
    episodeId: null,
    episode: null,
    ...overrides,
  };
}

export function indexerServer(overrides: Partial<IndexerServer> = {}): IndexerServer {
  return {
    id: 3,
    name: 'Hauptserver',
    host: 'news.example.org',
    port: 563,
    tls: true,
    tlsInsecure: false,
    username: 'leser',
    hasPassword: true,
    connections: 8,
    priority: 0,
    active: true,
    source: 'admin',
    ...overrides,
  };
}

export function indexerGroup(overrides: Partial<IndexerGroup> = {}): IndexerGroup {
  return {
    id: 5,
    name: 'alt.binaries.german.film',
    active: true,
    backfillDays: 0,
    startDays: 1,
    lastArticle: 1_234_567,
    firstArticle: 1_000_000,
    backlog: 4_200,
    headersRead: 2_500_000,
    headersSkipped: 1_000,
    releasesMade: 321,
    missingArticles: 12,
    articlesGivenUp: 3,
    errors: 0,
    lastError: null,
    lastErrorAt: null,
    lastUpdateAt: '2026-03-01T09:00:00.000Z',
    claimedBy: null,
    ...overrides,
  };
}

export function indexerStatus(overrides: Partial<IndexerStatus> = {}): IndexerStatus {
  return {
    servers: [indexerServer()],
    groups: [indexerGroup()],
    open: { collections: 0, files: 0, parts: 0 },
    errors: [],
    update: { running: false, startedAt: null, lastRun: null },
    ...overrides,
  };
}
