import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminNews } from '@nzbkino/api-types';
import { formatDate } from '@nzbkino/shared';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyState } from '../../../components/ui/StateMessage';
import { useToast } from '../../../components/ui/toast/useToast';
import { de } from '../../../i18n/de';
import type { Session } from '../../../lib/session';
import { pageFrom, useQueryParams } from '../../../lib/useQueryParams';
import { adminKeys } from '../shared/admin-keys';
import { errorText } from '../shared/admin-ui';
import { AdminScreen } from '../shared/AdminScreen';
import { ConfirmDeletion } from '../shared/ConfirmDeletion';
import { QueryView } from '../shared/QueryView';
import { usePagedList } from '../shared/usePagedList';
import { createNews, deleteNews, fetchNews, setNewsPublished, updateNews } from './news.api';
import { NewsEditor, type NewsValues } from './NewsEditor';

const t = de.adminNews;
type Editing = { news: AdminNews | null } | null;

function News({ session }: { session: Session }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { params, update } = useQueryParams();
  const page = pageFrom(params);
  // A link past the last page (or the last item of the last page deleted) moves to the last page.
  const { list: news, goTo } = usePagedList(page, update, [...adminKeys.all, 'news', page], ({ signal }) =>
    fetchNews(session, page, signal),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminNews | null>(null);
  const done = (text: string) => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'news'] });
    // The home page's news box shows the newest published item.
    void queryClient.invalidateQueries({ queryKey: ['home', 'news'] });
  };
  const failed = (error: unknown) => toast.error(errorText(error));

  const save = useMutation({
    mutationFn: ({ item, values }: { item: AdminNews | null; values: NewsValues }) =>
      item ? updateNews(session, item.id, values) : createNews(session, values),
    onSuccess: (item, { item: before }) => {
      setEditing(null);
      done(before ? t.saved(item.title) : t.created(item.title, item.isActive));
    },
    onError: failed,
  });
  const publish = useMutation({
    mutationFn: (item: AdminNews) => setNewsPublished(session, item.id, !item.isActive),
    onSuccess: (item) => done(item.isActive ? t.publishedToast(item.title) : t.unpublishedToast(item.title)),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (item: AdminNews) => deleteNews(session, item.id),
    onSuccess: (_, item) => done(t.deleted(item.title)),
    onError: failed,
  });

  return (
    <div className="space-y-4">
      <Button onClick={() => setEditing({ news: null })}>
        <Plus className="size-4" aria-hidden="true" />
        {t.create}
      </Button>
      <QueryView query={news} loading={t.loading} failed={t.loadFailed}>
        {(data) =>
          data.news.length === 0 ? (
            <EmptyState title={t.empty} className="py-12" />
          ) : (
            <>
              <ul aria-label={de.admin.news} className="space-y-3">
                {data.news.map((item) => (
                  <li key={item.id} className="space-y-2 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="min-w-0 font-semibold break-words text-white">{item.title}</h3>
                      <Badge tone={item.isActive ? 'success' : 'neutral'}>
                        {item.isActive ? t.published : t.draft}
                      </Badge>
                    </div>
                    <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-ink-200">
                      {item.content}
                    </p>
                    <p className="text-xs text-ink-400">
                      {t.dates(formatDate(item.createdAt), formatDate(item.updatedAt))} ·{' '}
                      {t.reactions(item.reactions)}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={publish.isPending}
                        onClick={() => publish.mutate(item)}
                      >
                        {item.isActive ? (
                          <EyeOff className="size-4" aria-hidden="true" />
                        ) : (
                          <Eye className="size-4" aria-hidden="true" />
                        )}
                        {item.isActive ? t.unpublish : t.publish}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t.editLabel(item.title)}
                        onClick={() => setEditing({ news: item })}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                        {de.adminCommon.edit}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t.deleteLabel(item.title)}
                        onClick={() => setDeleting(item)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        {de.adminCommon.delete}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination page={data.page} totalPages={data.totalPages} onPageChange={goTo} />
            </>
          )
        }
      </QueryView>
      {editing ? (
        <NewsEditor
          news={editing.news}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(values) => save.mutate({ item: editing.news, values })}
        />
      ) : null}
      <ConfirmDeletion
        item={deleting}
        title={t.deleteTitle}
        text={(item) => t.deleteText(item.title)}
        onDelete={(item) => remove.mutate(item)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

/** /admin/news: the home page's news items. */
export default function NewsScreen() {
  return (
    <AdminScreen title={de.admin.news} intro={t.intro}>
      {(session) => <News session={session} />}
    </AdminScreen>
  );
}
