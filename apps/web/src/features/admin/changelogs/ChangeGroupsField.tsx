import { Plus, X } from 'lucide-react';
import type { ChangeType } from '@nzbkino/api-types';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { de } from '../../../i18n/de';
import { inputClass, labelClass } from '../shared/admin-ui';

const t = de.adminChangelogs;
const types = Object.keys(de.changelog.changeTypes) as ChangeType[];
const MAX_GROUPS = 6;

/** A change group being edited: its items as the lines of one text field. */
export interface GroupDraft {
  type: ChangeType;
  text: string;
}

/** The entry's groups of changes (Hinzugefügt, Behoben, …), one item per line. */
export function ChangeGroupsField({
  groups,
  onChange,
}: {
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
}) {
  const set = (index: number, patch: Partial<GroupDraft>) =>
    onChange(groups.map((group, i) => (i === index ? { ...group, ...patch } : group)));
  const unused = types.find((type) => !groups.some((group) => group.type === type)) ?? 'changed';
  return (
    <fieldset className="space-y-3">
      <legend className="text-xs font-semibold tracking-wide text-ink-300 uppercase">{t.changes}</legend>
      {groups.map((group, index) => {
        const typeLabel = de.changelog.changeTypes[group.type];
        return (
          <div key={index} className="space-y-2 rounded-lg border border-ink-700 p-3">
            <div className="flex items-end gap-2">
              <SelectField
                label={t.changeType}
                value={group.type}
                className="flex-1"
                onChange={(value) => set(index, { type: value as ChangeType })}
                options={types.map((type) => ({ value: type, label: de.changelog.changeTypes[type] }))}
              />
              <button
                type="button"
                aria-label={t.removeGroup(typeLabel)}
                onClick={() => onChange(groups.filter((_, i) => i !== index))}
                className="rounded-lg p-2.5 text-ink-300 hover:bg-ink-800 hover:text-white"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
            <label className={labelClass}>
              {t.items}
              <textarea
                rows={3}
                value={group.text}
                onChange={(event) => set(index, { text: event.target.value })}
                className={inputClass}
              />
            </label>
          </div>
        );
      })}
      {groups.length < MAX_GROUPS ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onChange([...groups, { type: unused, text: '' }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t.addGroup}
        </Button>
      ) : null}
    </fieldset>
  );
}
