import type { FormStatus } from '../form-status';
import { BlockedNotice } from './BlockedNotice';
import { FormAlert } from './FormAlert';

/** The error, success or blocked message above an account form's fields. */
export function FormStatusNotices({ state, onUnblock }: { state: FormStatus; onUnblock: () => void }) {
  if (state.status === 'error') return <FormAlert kind="error">{state.message}</FormAlert>;
  if (state.status === 'success') return <FormAlert kind="success">{state.message}</FormAlert>;
  if (state.status === 'blocked') {
    return (
      <BlockedNotice key={state.key} seconds={state.seconds} message={state.message} onDone={onUnblock} />
    );
  }
  return null;
}
