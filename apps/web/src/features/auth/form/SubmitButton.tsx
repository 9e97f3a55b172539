import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';

export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled}>
      {busy ? (
        <>
          <Spinner className="size-5 text-ink-950" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
