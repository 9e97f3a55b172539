import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { de } from '../../i18n/de';

export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={text}>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {de.apiManagement.cancel}
        </Button>
        <Button
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {de.apiManagement.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
