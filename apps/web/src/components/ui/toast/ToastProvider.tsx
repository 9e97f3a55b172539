import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { de } from '../../../i18n/de';
import { ToastItem } from './ToastItem';
import {
  DEFAULT_TOAST_DURATIONS,
  ToastContext,
  type Toast,
  type ToastApi,
  type ToastType,
} from './toast-context';

// More than a handful of stacked notices hides the page and says nothing new.
const MAX_VISIBLE = 5;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);

  const remove = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (type: ToastType, message: string, duration = DEFAULT_TOAST_DURATIONS[type]) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, type, message, duration }].slice(-MAX_VISIBLE));
      return id;
    };
    return {
      show,
      success: (message, duration) => show('success', message, duration),
      error: (message, duration) => show('error', message, duration),
      warning: (message, duration) => show('warning', message, duration),
      info: (message, duration) => show('info', message, duration),
      remove,
      clear: () => setToasts([]),
    };
  }, [remove]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={de.toast.regionLabel}
        className="pointer-events-none fixed top-3 right-3 left-3 z-[60] flex flex-col items-end gap-2 sm:top-4 sm:right-4 sm:left-auto sm:w-96"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={remove} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}
