import { useId, type ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { de } from '../../../i18n/de';
import { card } from '../shared/admin-ui';

const iconButton = 'rounded-lg p-2 text-ink-300 hover:bg-ink-800 hover:text-white';

/** One part of the Indexer tab: a heading, an optional hint and action, its content. */
export function IndexerSection({
  title,
  hint,
  action,
  children,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${card} min-w-0 space-y-4`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-white">
            {title}
          </h3>
          {hint ? <p className="mt-1 text-sm text-ink-300">{hint}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Edit and delete of one table row, named for screen readers. */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={editLabel}
        title={de.adminCommon.edit}
        onClick={onEdit}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={deleteLabel}
        title={de.adminCommon.delete}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}
