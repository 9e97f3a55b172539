import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { de } from '../../../i18n/de';

/** The admin screens' question before deleting `item` (closed while null). */
export function ConfirmDeletion<T>({
  item,
  title,
  text,
  onDelete,
  onClose,
}: {
  item: T | null;
  title: string;
  text: (item: T) => string;
  onDelete: (item: T) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      text={item !== null ? text(item) : ''}
      confirmLabel={de.adminCommon.delete}
      cancelLabel={de.adminCommon.cancel}
      onConfirm={() => {
        if (item !== null) onDelete(item);
      }}
      onClose={onClose}
    />
  );
}
