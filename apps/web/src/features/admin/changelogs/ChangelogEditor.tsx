import { useState, type FormEvent } from 'react';
import type { AdminChangelog } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { de } from '../../../i18n/de';
import { inputClass, labelClass } from '../shared/admin-ui';
import type { ChangelogBody } from './changelogs.api';
import { ChangeGroupsField, type GroupDraft } from './ChangeGroupsField';

const t = de.adminChangelogs;

/** Today in the admin's time zone, yyyy-mm-dd. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-100">
      <input
        type="checkbox"
        className="size-4 accent-brand-400"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** Version, date, title, description, change groups and the two flags of one changelog entry. */
export function ChangelogEditor({
  entry,
  busy,
  onSave,
  onClose,
}: {
  entry: AdminChangelog | null;
  busy: boolean;
  onSave: (body: ChangelogBody) => void;
  onClose: () => void;
}) {
  const [version, setVersion] = useState(entry?.version ?? '');
  const [date, setDate] = useState(entry ? entry.releaseDate.slice(0, 10) : today());
  const [title, setTitle] = useState(entry?.title ?? '');
  const [description, setDescription] = useState(entry?.description ?? '');
  const [isPrerelease, setPrerelease] = useState(entry?.isPrerelease ?? false);
  const [isPublished, setPublished] = useState(entry?.isPublished ?? true);
  const [groups, setGroups] = useState<GroupDraft[]>(
    entry?.changes.map((group) => ({ type: group.type, text: group.items.join('\n') })) ?? [
      { type: 'added', text: '' },
    ],
  );
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!version.trim()) return setError(t.versionRequired);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError(t.dateRequired);
    if (!title.trim()) return setError(t.titleRequired);
    setError(null);
    const changes = groups
      .map((group) => ({
        type: group.type,
        items: group.text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      }))
      .filter((group) => group.items.length > 0);
    onSave({
      version: version.trim(),
      releaseDate: date,
      title: title.trim(),
      description: description.trim(),
      isPrerelease,
      isPublished,
      changes,
    });
  };

  return (
    <Dialog open onClose={onClose} title={entry ? t.editTitle : t.createTitle}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className={labelClass}>
            {t.version}
            <input
              value={version}
              maxLength={40}
              placeholder={t.versionHint}
              onChange={(event) => setVersion(event.target.value)}
              className={inputClass}
            />
          </label>
          <label className={labelClass}>
            {t.date}
            <input
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              className={inputClass}
            />
          </label>
        </div>
        <label className={labelClass}>
          {t.title}
          <input
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          {t.description}
          <textarea
            value={description}
            rows={3}
            maxLength={5000}
            onChange={(event) => setDescription(event.target.value)}
            className={inputClass}
          />
        </label>
        <div className="flex flex-wrap gap-6">
          <Check label={t.isPrerelease} checked={isPrerelease} onChange={setPrerelease} />
          <Check label={t.isPublished} checked={isPublished} onChange={setPublished} />
        </div>
        <ChangeGroupsField groups={groups} onChange={setGroups} />
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
