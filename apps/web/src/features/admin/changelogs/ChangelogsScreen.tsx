import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminChangelog } from '@nzbkino/api-types';
import { formatDate } from '@nzbkino/shared';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/StateMessage';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { adminKeys } from '../shared/admin-keys';
import { errorText } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { ConfirmDeletion } from '../shared/ConfirmDeletion';
import { QueryView } from '../shared/QueryView';
import { ChangelogEditor } from './ChangelogEditor';
import {
  bodyOfEntry,
  createChangelog,
  deleteChangelog,
  fetchChangelogs,
  updateChangelog,
  type ChangelogBody,
} from './changelogs.api';

const t = de.adminChangelogs;
const key = [...adminKeys.all, 'changelogs'];
type Editing = { entry: AdminChangelog | null } | null;

function Changelogs({ session }: { session: Session }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const entries = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchChangelogs(session, signal) });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminChangelog | null>(null);
  const done = (text: string) => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: key });
    // The footer's version and the changelog dialog follow the newest published entry.
    void queryClient.invalidateQueries({ queryKey: ['changelog'] });
  };
  const failed = (error: unknown) => toast.error(errorText(error));

  const save = useMutation({
    mutationFn: ({ entry, body }: { entry: AdminChangelog | null; body: ChangelogBody }) =>
      entry ? updateChangelog(session, entry.id, body) : createChangelog(session, body),
    onSuccess: (entry, { entry: before }) => {
      setEditing(null);
      done(before ? t.saved(entry.version) : t.created(entry.version));
    },
    onError: failed,
  });
  const publish = useMutation({
    mutationFn: (entry: AdminChangelog) =>
      updateChangelog(session, entry.id, bodyOfEntry(entry, { isPublished: !entry.isPublished })),
    onSuccess: (entry) =>
      done(entry.isPublished ? t.publishedToast(entry.version) : t.unpublishedToast(entry.version)),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (entry: AdminChangelog) => deleteChangelog(session, entry.id),
    onSuccess: (_, entry) => done(t.deleted(entry.version)),
    onError: failed,
  });

  return (
    <div className="space-y-4">
      <Button onClick={() => setEditing({ entry: null })}>
        <Plus className="size-4" aria-hidden="true" />
        {t.create}
      </Button>
      <QueryView query={entries} loading={t.loading} failed={t.loadFailed}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t.empty} className="py-12" />
          ) : (
            <ul aria-label={de.admin.changelogs} className="space-y-3">
              {data.map((entry) => (
                <li key={entry.id} className="space-y-2 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold break-words text-white">
                      {entry.version} – {entry.title}
                    </h3>
                    <Badge tone={entry.isPublished ? 'success' : 'neutral'}>
                      {entry.isPublished ? t.published : t.draft}
                    </Badge>
                    {entry.isPrerelease ? <Badge tone="warning">{t.prerelease}</Badge> : null}
                  </div>
                  <p className="text-xs text-ink-400">
                    {formatDate(entry.releaseDate)} · {t.groups(entry.changes.length)}
                  </p>
                  {entry.description ? (
                    <p className="line-clamp-2 text-sm break-words text-ink-200">{entry.description}</p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={publish.isPending}
                      onClick={() => publish.mutate(entry)}
                    >
                      {entry.isPublished ? (
                        <EyeOff className="size-4" aria-hidden="true" />
                      ) : (
                        <Eye className="size-4" aria-hidden="true" />
                      )}
                      {entry.isPublished ? t.unpublish : t.publish}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t.editLabel(entry.version)}
                      onClick={() => setEditing({ entry })}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      {de.adminCommon.edit}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t.deleteLabel(entry.version)}
                      onClick={() => setDeleting(entry)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      {de.adminCommon.delete}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {editing ? (
        <ChangelogEditor
          entry={editing.entry}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) => save.mutate({ entry: editing.entry, body })}
        />
      ) : null}
      <ConfirmDeletion
        item={deleting}
        title={t.deleteTitle}
        text={(entry) => t.deleteText(entry.version)}
        onDelete={(item) => remove.mutate(item)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

/** /admin/changelogs: the entries of the changelog dialog, drafts included. */
export default function ChangelogsScreen() {
  return (
    <AdminScreen title={de.admin.changelogs} intro={t.intro}>
      {(session) => <Changelogs session={session} />}
    </AdminScreen>
  );
}
