import { createContext } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Milliseconds until the toast vanishes; 0 or less keeps it until removed. */
  duration: number;
}

/** Spec 000 §9. */
export const DEFAULT_TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  success: 4000,
  error: 5000,
  warning: 4000,
  info: 4000,
};

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(type: ToastType, message: string, duration?: number): number;
  success(message: string, duration?: number): number;
  error(message: string, duration?: number): number;
  warning(message: string, duration?: number): number;
  info(message: string, duration?: number): number;
  remove(id: number): void;
  clear(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
