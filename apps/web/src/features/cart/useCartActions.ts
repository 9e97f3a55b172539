import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Release } from '@nzbkino/api-types';
import { memberKeys } from '../../components/release/release-files.api';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import { useRefreshAfterGrab } from '../../components/release/useRefreshAfterGrab';
import { ApiRequestError } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import type { Session } from '../../lib/session';
import { cartKey, clearCart, downloadCartZip, removeFromCart } from './cart.api';

const t = de.cart;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

/** Remove, clear and the zip download of the cart page, with their toasts. */
export function useCartActions(session: Session) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const refreshAfterGrab = useRefreshAfterGrab();
  const [removingId, setRemovingId] = useState<number | null>(null);
  const refreshCart = () => queryClient.invalidateQueries({ queryKey: cartKey });

  const remove = useMutation({
    mutationFn: (release: Release) => {
      setRemovingId(release.id);
      return removeFromCart(session, release.id);
    },
    onSuccess: (change) => toast.success(change.message),
    onError: (error) => toast.error(messageOf(error, t.changeFailed)),
    onSettled: async () => {
      await refreshCart();
      setRemovingId(null);
    },
  });

  const clear = useMutation({
    mutationFn: () => clearCart(session),
    onSuccess: (change) => toast.success(change.message),
    onError: (error) => toast.error(messageOf(error, t.changeFailed)),
    onSettled: refreshCart,
  });

  const zip = useMutation({
    mutationFn: (_count: number) => downloadCartZip(session),
    onSuccess: ({ blob, fileName }, count: number) => {
      saveFile(blob, fileName);
      toast.success(t.zipStarted(count));
      refreshAfterGrab(session);
    },
    onError: (error) => {
      toast.error(de.releaseActions.downloadError(messageOf(error, t.zipFailed)));
      void queryClient.invalidateQueries({ queryKey: memberKeys.limits });
    },
  });

  return { remove, removingId, clear, zip };
}
