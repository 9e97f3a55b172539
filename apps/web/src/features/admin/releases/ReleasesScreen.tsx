import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { AdminRelease, AdminReleaseUpdate } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyState } from '../../../components/ui/StateMessage';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { pageFrom, pickFrom, useQueryParams } from '../../../lib/useQueryParams';
import { adminKeys } from '../shared/admin-keys';
import { errorText } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { ConfirmDeletion } from '../shared/ConfirmDeletion';
import { QueryView } from '../shared/QueryView';
import { usePagedList } from '../shared/usePagedList';
import { NzbUpload } from './NzbUpload';
import { ReleaseEditDialog } from './ReleaseEditDialog';
import { ReleaseFilters, releaseCategories } from './ReleaseFilters';
import { ReleaseList } from './ReleaseList';
import {
  deleteRelease,
  fetchReleases,
  rematchReleases,
  RELEASE_PAGE_SIZE,
  type ReleaseQuery,
  updateRelease,
} from './releases.api';

const t = de.adminReleases;

function Releases({ session }: { session: Session }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { params, update } = useQueryParams();
  const search = params.get('search') ?? '';
  const category = pickFrom(params.get('category'), ['', ...releaseCategories], '');
  const unmatched = params.get('unmatched') === 'true';
  const page = pageFrom(params);
  const query: ReleaseQuery = {
    ...(search ? { search } : {}),
    ...(category ? { category } : {}),
    ...(unmatched ? { unmatched: 'true' } : {}),
    page,
    limit: RELEASE_PAGE_SIZE,
  };
  const { list: releases, goTo } = usePagedList(page, update, adminKeys.releaseList(query), ({ signal }) =>
    fetchReleases(session, query, signal),
  );
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<AdminRelease | null>(null);
  const [deleting, setDeleting] = useState<AdminRelease | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.releases });
  const failed = (error: unknown) => toast.error(errorText(error));

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminReleaseUpdate }) => updateRelease(session, id, body),
    onSuccess: (release) => {
      toast.success(t.saved(release.name));
      setEditing(null);
      void refresh();
    },
    onError: failed,
  });
  const rematch = useMutation({
    mutationFn: (ids: number[]) => rematchReleases(session, ids),
    onSuccess: (result) => {
      toast.success(t.rematched(result.checked, result.linked));
      setSelected(new Set());
      void refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (release: AdminRelease) => deleteRelease(session, release.id),
    onSuccess: (_, release) => {
      toast.success(t.deleted(release.name));
      setSelected((current) => new Set([...current].filter((id) => id !== release.id)));
      void refresh();
    },
    onError: failed,
  });

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (select: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const release of releases.data?.releases ?? []) {
        if (select) next.add(release.id);
        else next.delete(release.id);
      }
      return next;
    });

  return (
    <div className="space-y-6">
      <NzbUpload session={session} />
      <ReleaseFilters search={search} category={category} unmatched={unmatched} update={update} />
      {selected.size > 0 ? (
        <div
          role="region"
          aria-label={t.selected(selected.size)}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-500/40 bg-brand-400/10 px-4 py-3"
        >
          <span className="text-sm font-semibold text-brand-200">{t.selected(selected.size)}</span>
          <Button size="sm" disabled={rematch.isPending} onClick={() => rematch.mutate([...selected])}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t.rematch}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            {t.clearSelection}
          </Button>
        </div>
      ) : null}
      <QueryView query={releases} loading={t.loading} failed={t.loadFailed}>
        {(data) =>
          data.releases.length === 0 ? (
            <EmptyState title={t.empty} text={t.emptyHint} className="py-12" />
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-ink-300">{t.count(data.total)}</p>
              <ReleaseList
                releases={data.releases}
                selected={selected}
                onToggle={toggle}
                onToggleAll={toggleAll}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
              <Pagination page={data.page} totalPages={data.totalPages} onPageChange={goTo} />
            </div>
          )
        }
      </QueryView>
      {editing ? (
        <ReleaseEditDialog
          release={editing}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) => {
            if (Object.keys(body).length === 0) {
              toast.info(t.unchanged);
              setEditing(null);
            } else save.mutate({ id: editing.id, body });
          }}
        />
      ) : null}
      <ConfirmDeletion
        item={deleting}
        title={t.deleteTitle}
        text={(release) => t.deleteText(release.name)}
        onDelete={(item) => remove.mutate(item)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

/** /admin/releases: search, correct, re-match and delete releases; upload NZBs. */
export default function ReleasesScreen() {
  return (
    <AdminScreen title={de.admin.releases} intro={t.intro}>
      {(session) => <Releases session={session} />}
    </AdminScreen>
  );
}
