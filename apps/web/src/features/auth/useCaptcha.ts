import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha } from './auth.api';

let forms = 0;

/**
 * A captcha for one form: fetched when the form mounts and again on every
 * reload. Each captcha is good for one attempt, so no two forms (nor two visits
 * of one form) may ever share a cached one: the key carries a per-mount number.
 */
export type CaptchaState = ReturnType<typeof useCaptcha>;

export function useCaptcha() {
  const [form] = useState(() => ++forms);
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ['auth', 'captcha', form, round],
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const loading = query.isFetching;
  return { captcha: loading ? null : (query.data ?? null), loading, failed: query.isError, reload };
}
