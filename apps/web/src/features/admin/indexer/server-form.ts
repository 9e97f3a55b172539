import type { IndexerServer } from '@nzbkino/api-types';
import { indexerServerCreateSchema, indexerServerUpdateSchema } from '@nzbkino/shared';
import { de } from '../../../i18n/de';
import type { ServerCreate, ServerUpdate } from './indexer.api';

/** The server form's values as typed; the password is only ever a new one. */
export interface ServerDraft {
  name: string;
  host: string;
  port: string;
  tls: boolean;
  tlsInsecure: boolean;
  username: string;
  password: string;
  clearPassword: boolean;
  connections: string;
  priority: string;
  active: boolean;
}

export function serverDraft(server: IndexerServer | null): ServerDraft {
  return {
    name: server?.name ?? '',
    host: server?.host ?? '',
    port: String(server?.port ?? 119),
    tls: server?.tls ?? false,
    tlsInsecure: server?.tlsInsecure ?? false,
    username: server?.username ?? '',
    password: '',
    clearPassword: false,
    connections: String(server?.connections ?? 4),
    priority: String(server?.priority ?? 0),
    active: server?.active ?? true,
  };
}

/** A whole number as typed; anything else (also an empty field) is NaN, which the schema refuses. */
export const integerOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

type Checked<T> = { body: T } | { error: string };

function checked<T>(
  body: T,
  result: { success: boolean; error?: { issues: { message: string }[] } },
): Checked<T> {
  if (result.success) return { body };
  return { error: result.error?.issues[0]?.message ?? de.common.unknownError };
}

/**
 * The body of POST (new server) or PATCH (`server` given), checked with the
 * server's own schema so the form says what the server would. A password left
 * empty is not sent (the stored one stays); "remove" sends null.
 */
export function serverBody(
  draft: ServerDraft,
  server: IndexerServer | null,
): Checked<ServerCreate | ServerUpdate> {
  const fields = {
    name: draft.name,
    host: draft.host,
    port: integerOf(draft.port),
    tls: draft.tls,
    tlsInsecure: draft.tls && draft.tlsInsecure,
    username: draft.username.trim() || null,
    connections: integerOf(draft.connections),
    priority: integerOf(draft.priority),
    active: draft.active,
  };
  const password = draft.clearPassword ? null : draft.password || undefined;
  if (!server) {
    const body: ServerCreate = { ...fields, password: password ?? null };
    return checked(body, indexerServerCreateSchema.safeParse(body));
  }
  const body: ServerUpdate = { ...fields, ...(password !== undefined ? { password } : {}) };
  return checked(body, indexerServerUpdateSchema.safeParse(body));
}
