import { Dialog } from '../../components/ui/Dialog';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { de } from '../../i18n/de';
import { ChangelogEntryCard } from './ChangelogEntryCard';
import { useChangelog } from './useChangelog';

interface ChangelogDialogProps {
  open: boolean;
  onClose: () => void;
}

export default function ChangelogDialog({ open, onClose }: ChangelogDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={de.changelog.title} description={de.changelog.description}>
      <ChangelogContent open={open} />
    </Dialog>
  );
}

function ChangelogContent({ open }: { open: boolean }) {
  const { data, isPending, isError, refetch, isFetching } = useChangelog(open);

  if (isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-10 text-ink-200">
        <Spinner />
        {de.changelog.loading}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-ink-200">{de.changelog.error}</p>
        <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          {de.common.retry}
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return <p className="py-10 text-center text-ink-200">{de.changelog.empty}</p>;
  }
  return (
    <ol className="space-y-4">
      {data.map((entry) => (
        <li key={entry.id}>
          <ChangelogEntryCard entry={entry} />
        </li>
      ))}
    </ol>
  );
}
