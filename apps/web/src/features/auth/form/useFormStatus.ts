import { useCallback, useRef, useState } from 'react';
import type { FormStatus } from '../form-status';

/**
 * The status of an account form (spec 000 §4): idle, loading, success, error
 * or blocked with a countdown. Each block gets a new key, so a second block
 * restarts the countdown. `locked` disables the fields and the button.
 */
export function useFormStatus() {
  const [state, setState] = useState<FormStatus>({ status: 'idle' });
  const blocks = useRef(0);
  const block = useCallback((seconds: number, message?: string) => {
    blocks.current += 1;
    setState({ status: 'blocked', seconds, key: blocks.current, ...(message ? { message } : {}) });
  }, []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  const busy = state.status === 'loading';
  const locked = busy || state.status === 'blocked' || state.status === 'success';
  return { state, setState, block, reset, busy, locked };
}
