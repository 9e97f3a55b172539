import { useState, type FormEvent } from 'react';
import type { IndexerGroup } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { de } from '../../../i18n/de';
import { FormError, NumberInput, TextInput, Toggle } from '../shared/Fields';
import { groupBody, groupDraft, type GroupDraft } from './group-form';
import type { GroupCreate, GroupUpdate } from './indexer.api';

const t = de.adminIndexer;

/** Adds a newsgroup (`group` null) or changes its settings; a group keeps its name. */
export function GroupDialog({
  group,
  busy,
  error,
  onSave,
  onClose,
}: {
  group: IndexerGroup | null;
  busy: boolean;
  error: string | null;
  onSave: (body: GroupCreate | GroupUpdate) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<GroupDraft>(() => groupDraft(group));
  const [complaint, setComplaint] = useState<string | null>(null);
  const set = (patch: Partial<GroupDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = groupBody(draft, group);
    if ('error' in result) return setComplaint(result.error);
    setComplaint(null);
    onSave(result.body);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={group ? t.editGroupTitle : t.addGroupTitle}
      description={group?.name}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          {group ? null : (
            <TextInput
              label={t.groupName}
              value={draft.name}
              placeholder={t.groupNamePlaceholder}
              onChange={(name) => set({ name })}
            />
          )}
          <Toggle label={t.groupActive} checked={draft.active} onChange={(active) => set({ active })} />
          <NumberInput
            label={t.backfillDays}
            value={draft.backfillDays}
            onChange={(backfillDays) => set({ backfillDays })}
          />
          <NumberInput
            label={t.startDays}
            value={draft.startDays}
            onChange={(startDays) => set({ startDays })}
          />
        </div>
        <FormError message={complaint ?? error} />
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
