import { ACCOUNT_QUERY_PREFIX } from '../../../lib/session';

// Under the account prefix: what an admin saw is dropped at sign-out.
const root = [ACCOUNT_QUERY_PREFIX, 'admin'] as const;

export const adminKeys = {
  all: root,
  users: [...root, 'users'] as const,
  userList: (query: Record<string, unknown>) => [...root, 'users', 'list', query] as const,
  user: (id: number) => [...root, 'users', 'detail', id] as const,
  releases: [...root, 'releases'] as const,
  releaseList: (query: Record<string, unknown>) => [...root, 'releases', 'list', query] as const,
  requests: [...root, 'requests'] as const,
  requestList: (query: Record<string, unknown>) => [...root, 'requests', 'list', query] as const,
  settings: [...root, 'settings'] as const,
  indexer: [...root, 'indexer'] as const,
  // Beside the status, not below it: refreshing the status does not ask the news server again.
  indexerGroupSearch: (pattern: string) => [...root, 'indexer-group-search', pattern] as const,
  audit: [...root, 'audit'] as const,
  auditList: (query: Record<string, unknown>) => [...root, 'audit', 'list', query] as const,
  admins: [...root, 'admins'] as const,
  messages: [...root, 'messages'] as const,
  messageList: (query: Record<string, unknown>) => [...root, 'messages', 'list', query] as const,
  catalogueSearch: (kind: string, term: string) => [...root, 'catalogue-search', kind, term] as const,
};
