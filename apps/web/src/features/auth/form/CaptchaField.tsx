import type { UseFormRegisterReturn } from 'react-hook-form';
import { RefreshCw } from 'lucide-react';
import { Spinner } from '../../../components/ui/Spinner';
import { de } from '../../../i18n/de';
import { describedBy, FieldShell, inputClasses } from './FieldShell';
import type { CaptchaState } from '../useCaptcha';
import type { FieldDisplay } from './field-state';

export interface CaptchaFieldProps {
  id: string;
  /** The form's {@link useCaptcha}. */
  state: CaptchaState;
  display: FieldDisplay;
  registration: UseFormRegisterReturn;
  disabled?: boolean;
}

/** The security code: the server's arithmetic image, a reload button and the answer field. */
export function CaptchaField({ id, state, display, registration, disabled }: CaptchaFieldProps) {
  const { captcha, loading, failed, reload: onReload } = state;
  const t = de.auth.captcha;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <div className="grid h-20 w-60 place-items-center overflow-hidden rounded-lg border border-ink-600 bg-ink-900">
          {captcha && !loading ? (
            <img
              src={captcha.image}
              alt={t.image}
              width={240}
              height={80}
              data-captcha-id={captcha.id}
              className="h-20 w-60"
            />
          ) : failed ? (
            <span className="px-2 text-center text-xs text-curtain-400">{t.error}</span>
          ) : (
            <Spinner label={t.loading} />
          )}
        </div>
        <button
          type="button"
          onClick={onReload}
          disabled={disabled || loading}
          className="rounded-lg border border-ink-600 bg-ink-800 p-2.5 text-ink-100 hover:border-ink-400 disabled:opacity-50"
          aria-label={t.reload}
          title={t.reload}
        >
          <RefreshCw className="size-5" aria-hidden="true" />
        </button>
      </div>
      <FieldShell id={id} label={t.label} display={display}>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.placeholder}
          className={inputClasses}
          aria-invalid={display.visible && display.tone === 'error' ? true : undefined}
          aria-describedby={describedBy(id, display)}
          disabled={disabled}
          {...registration}
        />
      </FieldShell>
      <p className="text-xs text-ink-400">{t.hint}</p>
    </div>
  );
}
