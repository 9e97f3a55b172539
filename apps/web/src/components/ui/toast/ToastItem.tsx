import { useEffect, useRef, useState } from 'react';
import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { de } from '../../../i18n/de';
import type { Toast, ToastType } from './toast-context';

const styles: Record<ToastType, { icon: LucideIcon; accent: string; bar: string }> = {
  success: { icon: CircleCheck, accent: 'text-emerald-300', bar: 'bg-emerald-400' },
  error: { icon: CircleX, accent: 'text-red-300', bar: 'bg-red-400' },
  warning: { icon: TriangleAlert, accent: 'text-amber-300', bar: 'bg-amber-400' },
  info: { icon: Info, accent: 'text-sky-300', bar: 'bg-sky-400' },
};

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: number) => void;
}

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { id, type, message, duration } = toast;
  const expires = duration > 0;
  // Hovering or focusing a toast pauses it, so nobody loses a message while reading it.
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);

  useEffect(() => {
    if (!expires || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [expires, paused, id, onDismiss]);

  const { icon: Icon, accent, bar } = styles[type];
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      data-toast-type={type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto relative w-full overflow-hidden rounded-xl border border-ink-600 bg-ink-800/95 shadow-xl shadow-black/50 backdrop-blur"
    >
      <div className="flex items-start gap-3 p-3.5 pr-2">
        <Icon className={`mt-0.5 size-5 shrink-0 ${accent}`} aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm break-words text-ink-100">{message}</p>
        <button
          type="button"
          onClick={() => onDismiss(id)}
          aria-label={de.toast.close}
          className="rounded-md p-1 text-ink-300 hover:bg-ink-700 hover:text-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {expires ? (
        <div
          data-testid="toast-progress"
          aria-hidden="true"
          className={`animate-toast-progress absolute bottom-0 left-0 h-1 w-full origin-left ${bar}`}
          style={{ animationDuration: `${duration}ms`, animationPlayState: paused ? 'paused' : 'running' }}
        />
      ) : null}
    </div>
  );
}
