import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { IndexerGroup } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/StateMessage';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { adminKeys } from '../shared/admin-keys';
import { errorText } from '../shared/admin-ui';
import { ConfirmDeletion } from '../shared/ConfirmDeletion';
import { GroupDialog } from './GroupDialog';
import { GroupSearch } from './GroupSearch';
import { GroupTable } from './GroupTable';
import { addGroup, deleteGroup, updateGroup, type GroupCreate, type GroupUpdate } from './indexer.api';
import { IndexerSection } from './IndexerSection';

const t = de.adminIndexer;

/** The newsgroups: their table, a dialog to add or change one, removal after asking, the server search. */
export function GroupsSection({ session, groups }: { session: Session; groups: IndexerGroup[] }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<IndexerGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<IndexerGroup | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.indexer });

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GroupCreate | GroupUpdate }) =>
      id === null ? addGroup(session, body as GroupCreate) : updateGroup(session, id, body),
    onSuccess: (group) => {
      toast.success(t.groupSaved(group.name));
      setEditing(null);
      void refresh();
    },
  });
  const add = useMutation({
    mutationFn: (name: string) => addGroup(session, { name, active: true, backfillDays: 0, startDays: 1 }),
    onSuccess: (group) => {
      toast.success(t.groupAdded(group.name));
      void refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: (group: IndexerGroup) => deleteGroup(session, group.id),
    onSuccess: ({ message }) => {
      toast.success(message);
      void refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const open = (target: IndexerGroup | 'new') => {
    save.reset();
    setEditing(target);
  };

  return (
    <IndexerSection
      title={t.groups}
      hint={t.groupsHint}
      action={
        <Button size="sm" onClick={() => open('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t.addGroup}
        </Button>
      }
    >
      {groups.length === 0 ? (
        <EmptyState title={t.noGroups} text={t.noGroupsHint} className="py-6" />
      ) : (
        <GroupTable groups={groups} onEdit={open} onDelete={setDeleting} />
      )}
      <GroupSearch
        session={session}
        configured={new Set(groups.map((group) => group.name))}
        adding={add.isPending ? add.variables : null}
        onAdd={(name) => add.mutate(name)}
      />
      {editing ? (
        <GroupDialog
          group={editing === 'new' ? null : editing}
          busy={save.isPending}
          error={save.isError ? errorText(save.error) : null}
          onSave={(body) => save.mutate({ id: editing === 'new' ? null : editing.id, body })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeletion
        item={deleting}
        title={t.deleteGroupTitle}
        text={(group) => t.deleteGroupText(group.name)}
        onDelete={(group) => remove.mutate(group)}
        onClose={() => setDeleting(null)}
      />
    </IndexerSection>
  );
}
