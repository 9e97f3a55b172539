import { useState, type FormEvent } from 'react';
import type { AdminNews } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { de } from '../../../i18n/de';
import { inputClass, labelClass } from '../shared/admin-ui';

const t = de.adminNews;

export interface NewsValues {
  title: string;
  content: string;
  isActive: boolean;
}

/** Title, text and whether it is published; for a new item or an existing one. */
export function NewsEditor({
  news,
  busy,
  onSave,
  onClose,
}: {
  news: AdminNews | null;
  busy: boolean;
  onSave: (values: NewsValues) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<NewsValues>({
    title: news?.title ?? '',
    content: news?.content ?? '',
    isActive: news?.isActive ?? false,
  });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim()) return setError(t.titleRequired);
    if (!values.content.trim()) return setError(t.contentRequired);
    setError(null);
    onSave({ ...values, title: values.title.trim(), content: values.content.trim() });
  };
  return (
    <Dialog open onClose={onClose} title={news ? t.editTitle : t.createTitle}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <label className={labelClass}>
          {t.title}
          <input
            value={values.title}
            maxLength={200}
            onChange={(event) => setValues({ ...values, title: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          {t.content}
          <textarea
            value={values.content}
            rows={8}
            maxLength={20000}
            onChange={(event) => setValues({ ...values, content: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-ink-100">
          <input
            type="checkbox"
            className="size-4 accent-brand-400"
            checked={values.isActive}
            onChange={(event) => setValues({ ...values, isActive: event.target.checked })}
          />
          {news ? t.published : t.publishNow}
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {de.adminCommon.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? de.adminCommon.saving : de.adminCommon.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
