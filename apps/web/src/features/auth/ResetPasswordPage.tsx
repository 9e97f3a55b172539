import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { de } from '../../i18n/de';
import { resetPassword } from './auth.api';
import { describeAuthError } from './auth-errors';
import { newPasswordField, passwordWarning } from './auth-forms';
import { AuthCard } from './form/AuthCard';
import { fieldDisplay } from './form/field-state';
import { FormAlert } from './form/FormAlert';
import { PasswordField } from './form/PasswordField';
import { SubmitButton } from './form/SubmitButton';
import { SIGN_UP_REDIRECT_MS, type FormStatus } from './form-status';
import { useRedirectAfter } from './useRedirectAfter';

const v = de.auth.validation;
const schema = z
  .object({ password: newPasswordField, confirmPassword: z.string().min(1, v.confirmRequired) })
  .refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: v.mismatchField,
  });
type Values = z.infer<typeof schema>;
const t = de.auth.reset;

/** The page the reset mail links to: /auth/reset-password?token=… */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<FormStatus>({ status: 'idle' });
  const { register, handleSubmit, getFieldState, formState, control } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  useRedirectAfter(state.status === 'success', '/auth/signin', SIGN_UP_REDIRECT_MS);

  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) {
    return (
      <AuthCard title={t.title}>
        <FormAlert kind="error">{t.missingToken}</FormAlert>
        <Link to="/auth/forgot-password" className="mt-4 inline-block text-sm text-brand-300 hover:underline">
          {t.requestNew}
        </Link>
      </AuthCard>
    );
  }

  // Catches its own errors, so the form's submit event can fire and forget it.
  const onSubmit = handleSubmit(async (values) => {
    setState({ status: 'loading' });
    try {
      await resetPassword(token, values.password);
      setState({ status: 'success', message: t.success });
    } catch (error) {
      const failure = describeAuthError(error, 'signin');
      setState({
        status: 'error',
        message: failure.kind === 'error' ? failure.message : de.auth.genericError,
      });
    }
  });

  const busy = state.status === 'loading';
  const locked = busy || state.status === 'success';
  return (
    <AuthCard title={t.title} intro={t.intro}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-5"
        aria-busy={busy}
      >
        {state.status === 'error' ? (
          <FormAlert kind="error">
            <span>{state.message}</span>
            <Link to="/auth/forgot-password" className="font-semibold underline">
              {t.requestNew}
            </Link>
          </FormAlert>
        ) : null}
        {state.status === 'success' ? <FormAlert kind="success">{state.message}</FormAlert> : null}
        <fieldset disabled={locked} className="flex flex-col gap-5">
          <PasswordField
            id="reset-password"
            label={t.newPassword}
            autoComplete="new-password"
            display={fieldDisplay(getFieldState('password', formState), passwordWarning(password))}
            registration={register('password')}
            strengthOf={password}
            disabled={locked}
          />
          <PasswordField
            id="reset-confirm"
            label={de.auth.confirmPassword}
            autoComplete="new-password"
            display={fieldDisplay(getFieldState('confirmPassword', formState))}
            registration={register('confirmPassword')}
            disabled={locked}
          />
        </fieldset>
        <SubmitButton
          label={t.submit}
          busyLabel={t.saving}
          busy={busy}
          disabled={!formState.isValid || locked}
        />
      </form>
    </AuthCard>
  );
}
