import {
  adminMessages,
  indexerAdminMessages,
  nntpConfigMessages,
  type IndexerServer,
  type IndexerServerCreate,
  type IndexerServerUpdate,
  type MessageResponse,
} from '@nzbkino/shared';
import { badRequest, notFound } from '../../../lib/http-errors';
import type { AuditActor, AuditLog } from '../../audit/audit.service';
import type {
  IndexerServerRow,
  IndexerServersRepository,
  NewIndexerServer,
} from '../servers/indexer-servers.repository';

/** What the API and the audit log show of a server: whether a password is stored, never the password. */
export function serverOf(row: IndexerServerRow): IndexerServer {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    tls: row.tls,
    tlsInsecure: row.tlsInsecure,
    username: row.username,
    hasPassword: Boolean(row.password),
    connections: row.connections,
    priority: row.priority,
    active: row.active,
    source: 'admin',
  };
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** A login needs a user name: AUTHINFO PASS only follows AUTHINFO USER. */
function assertLogin(server: Pick<NewIndexerServer, 'username' | 'password'>): void {
  if (server.password && !server.username)
    throw badRequest(nntpConfigMessages.passwordWithoutUser, { field: 'password' });
}

/**
 * The news servers of the admin area's Indexer tab. The password is stored to
 * log in and never leaves the server again: answers and audit entries say
 * only whether one is stored. Every change is audited.
 */
export class IndexerServersAdminService {
  constructor(
    private readonly servers: IndexerServersRepository,
    private readonly audit: AuditLog,
  ) {}

  async add(actor: AuditActor, body: IndexerServerCreate): Promise<IndexerServer> {
    const server: NewIndexerServer = {
      ...body,
      username: blankToNull(body.username),
      password: blankToNull(body.password),
    };
    assertLogin(server);
    const row = await this.servers.add(server);
    await this.audit.record(actor, {
      action: 'indexer.server.create',
      entityType: 'indexer_server',
      entityId: row.id,
      after: serverOf(row),
    });
    return serverOf(row);
  }

  /** Changes what the body names; a password left out stays, null removes it. */
  async update(actor: AuditActor, id: number, body: IndexerServerUpdate): Promise<IndexerServer> {
    const before = await this.existing(id);
    const { password, username, ...rest } = body;
    const changes: Partial<NewIndexerServer> = { ...rest };
    if (username !== undefined) changes.username = blankToNull(username);
    if (password !== undefined) changes.password = password;
    const next = { ...before, ...changes };
    // A kept password would go to whatever host the address now names: it must be entered again.
    const moved = next.host !== before.host || next.port !== before.port;
    if (moved && password === undefined && before.password)
      throw badRequest(adminMessages.secretForNewServer('Passwort'), { field: 'password' });
    assertLogin(next);
    const row = (await this.servers.update(id, changes)) ?? (await this.existing(id));
    const [was, is] = [serverOf(before), serverOf(row)];
    const passwordReplaced = typeof password === 'string' && password !== before.password;
    if (passwordReplaced || JSON.stringify(was) !== JSON.stringify(is))
      await this.audit.record(actor, {
        action: 'indexer.server.update',
        entityType: 'indexer_server',
        entityId: id,
        before: was,
        after: passwordReplaced ? { ...is, passwordReplaced } : is,
      });
    return is;
  }

  async remove(actor: AuditActor, id: number): Promise<MessageResponse> {
    const before = await this.existing(id);
    if (!(await this.servers.remove(id))) throw notFound(indexerAdminMessages.serverNotFound);
    await this.audit.record(actor, {
      action: 'indexer.server.delete',
      entityType: 'indexer_server',
      entityId: id,
      before: serverOf(before),
    });
    return { message: indexerAdminMessages.serverDeleted(before.name) };
  }

  private async existing(id: number): Promise<IndexerServerRow> {
    const row = await this.servers.byId(id);
    if (!row) throw notFound(indexerAdminMessages.serverNotFound);
    return row;
  }
}
