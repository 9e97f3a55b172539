import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { IndexerServer } from '@nzbkino/api-types';
import { formatCount } from '@nzbkino/shared';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/StateMessage';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { adminKeys } from '../shared/admin-keys';
import { errorText, tableBox, td, th } from '../shared/admin-ui';
import { ConfirmDeletion } from '../shared/ConfirmDeletion';
import { addServer, deleteServer, updateServer, type ServerCreate, type ServerUpdate } from './indexer.api';
import { IndexerSection, RowActions } from './IndexerSection';
import { ServerDialog } from './ServerDialog';

const t = de.adminIndexer;
const c = t.serverColumns;

function transport(server: IndexerServer): string {
  if (!server.tls) return t.plain;
  return server.tlsInsecure ? t.tlsSelfSigned : t.tlsOn;
}

function login(server: IndexerServer): string {
  if (!server.username) return t.noLogin;
  return server.hasPassword ? t.loginWithPassword(server.username) : t.loginWithoutPassword(server.username);
}

/** The news servers: a table, a dialog to add or change one, removal after asking. */
export function ServersSection({ session, servers }: { session: Session; servers: IndexerServer[] }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  // null: no dialog; 'new': adding; a server: changing it.
  const [editing, setEditing] = useState<IndexerServer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<IndexerServer | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.indexer });

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ServerCreate | ServerUpdate }) =>
      id === null ? addServer(session, body as ServerCreate) : updateServer(session, id, body),
    onSuccess: (server) => {
      toast.success(t.serverSaved(server.name));
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (server: IndexerServer) => deleteServer(session, server.id!),
    onSuccess: ({ message }) => {
      toast.success(message);
      void refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const open = (target: IndexerServer | 'new') => {
    save.reset();
    setEditing(target);
  };

  return (
    <IndexerSection
      title={t.servers}
      hint={t.serversHint}
      action={
        <Button size="sm" onClick={() => open('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t.addServer}
        </Button>
      }
    >
      {servers.length === 0 ? (
        <EmptyState title={t.noServers} text={t.noServersHint} className="py-6" />
      ) : (
        <div className={tableBox}>
          <table className="w-full min-w-[820px] border-collapse text-sm">
            <caption className="sr-only">{t.servers}</caption>
            <thead className="border-b border-ink-700 bg-ink-900">
              <tr>
                {[c.name, c.address, c.login, c.connections, c.priority, c.state, c.actions].map((label) => (
                  <th key={label} scope="col" className={th}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800">
              {servers.map((server) => (
                <tr key={server.id ?? 'environment'}>
                  <th scope="row" className={`${td} text-left font-medium text-ink-100`}>
                    {server.name || `${server.host}:${server.port}`}
                  </th>
                  <td className={`${td} whitespace-nowrap text-ink-200`}>
                    {server.host}:{server.port} · {transport(server)}
                  </td>
                  <td className={`${td} text-ink-200`}>{login(server)}</td>
                  <td className={`${td} text-ink-200 tabular-nums`}>{formatCount(server.connections)}</td>
                  <td className={`${td} text-ink-200 tabular-nums`}>{formatCount(server.priority)}</td>
                  <td className={td}>
                    <Badge tone={server.active ? 'success' : 'neutral'}>
                      {server.active ? t.active : t.inactive}
                    </Badge>
                  </td>
                  <td className={td}>
                    {server.source === 'environment' || server.id === null ? (
                      <span className="text-xs text-ink-300">{t.fromEnvironment}</span>
                    ) : (
                      <RowActions
                        editLabel={t.editServer(server.name)}
                        deleteLabel={t.deleteServer(server.name)}
                        onEdit={() => open(server)}
                        onDelete={() => setDeleting(server)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <ServerDialog
          server={editing === 'new' ? null : editing}
          busy={save.isPending}
          error={save.isError ? errorText(save.error) : null}
          onSave={(body) => save.mutate({ id: editing === 'new' ? null : editing.id, body })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeletion
        item={deleting}
        title={t.deleteServerTitle}
        text={(server) => t.deleteServerText(server.name)}
        onDelete={(server) => remove.mutate(server)}
        onClose={() => setDeleting(null)}
      />
    </IndexerSection>
  );
}
