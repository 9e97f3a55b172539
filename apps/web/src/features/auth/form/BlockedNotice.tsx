import { de } from '../../../i18n/de';
import { formatCountdown } from '../auth-errors';
import { useCountdown } from '../useCountdown';
import { FormAlert } from './FormAlert';

/** The blocked state of spec 000 §4/§8: the message and a countdown; the form stays disabled meanwhile. */
export function BlockedNotice({
  seconds,
  onDone,
  message = de.auth.blocked,
}: {
  seconds: number;
  onDone: () => void;
  message?: string;
}) {
  const left = useCountdown(seconds, onDone);
  return (
    <FormAlert kind="blocked">
      <span>{message}</span>
      <span className="font-semibold tabular-nums" data-testid="block-countdown">
        {de.auth.blockedCountdown(formatCountdown(left))}
      </span>
    </FormAlert>
  );
}
