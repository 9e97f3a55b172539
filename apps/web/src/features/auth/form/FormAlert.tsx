import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';

const styles = {
  error: { box: 'border-curtain-600/60 bg-curtain-600/10 text-curtain-400', Icon: CircleAlert },
  success: { box: 'border-emerald-500/50 bg-emerald-500/10 text-emerald-300', Icon: CircleCheck },
  blocked: { box: 'border-brand-500/60 bg-brand-500/10 text-brand-200', Icon: Clock },
} as const;

/** A form's state message: error and blocked are alerts, success a status. */
export function FormAlert({ kind, children }: { kind: keyof typeof styles; children: ReactNode }) {
  const { box, Icon } = styles[kind];
  return (
    <div
      role={kind === 'success' ? 'status' : 'alert'}
      className={`flex gap-3 rounded-lg border p-3 text-sm ${box}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}
