import type { FieldError } from 'react-hook-form';

export type FieldTone = 'error' | 'warning' | 'success';

export interface FieldDisplay {
  /** Rules and icon are shown once the field is dirty, touched or has an error (spec 000 §5). */
  visible: boolean;
  tone: FieldTone;
  message: string | undefined;
}

export function fieldDisplay(
  state: { isDirty: boolean; isTouched: boolean; error?: FieldError | undefined },
  warning?: string | null,
): FieldDisplay {
  const error = state.error?.message;
  const visible = state.isDirty || state.isTouched || Boolean(state.error);
  if (error) return { visible, tone: 'error', message: error };
  if (warning) return { visible, tone: 'warning', message: warning };
  return { visible, tone: 'success', message: undefined };
}
