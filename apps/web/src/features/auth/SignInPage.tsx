import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { de } from '../../i18n/de';
import { useSessionActions } from '../../lib/useSession';
import { FORUM_REDIRECT } from '../forum/forum.api';
import { login } from './auth.api';
import { describeAuthError, DEFAULT_BLOCK_SECONDS } from './auth-errors';
import { safeReturnUrl, signInSchema, type SignInValues } from './auth-forms';
import { AuthCard } from './form/AuthCard';
import { CaptchaField } from './form/CaptchaField';
import { fieldDisplay } from './form/field-state';
import { FormStatusNotices } from './form/FormStatusNotices';
import { PasswordField } from './form/PasswordField';
import { SubmitButton } from './form/SubmitButton';
import { TextField } from './form/TextField';
import { useFormStatus } from './form/useFormStatus';
import { CLIENT_BLOCK_AFTER, SIGN_IN_REDIRECT_MS } from './form-status';
import { useCaptcha } from './useCaptcha';
import { useRedirectAfter } from './useRedirectAfter';

const t = de.auth;

export default function SignInPage() {
  const [params] = useSearchParams();
  // /login?redirect=nodebb: after sign-in the member goes back to the forum, signed in there too.
  const target =
    params.get('redirect') === FORUM_REDIRECT
      ? `/login?redirect=${FORUM_REDIRECT}`
      : safeReturnUrl(params.get('returnUrl'));
  const session = useSessionActions();
  const captcha = useCaptcha();
  const { state, setState, block, reset, busy, locked } = useFormStatus();
  const [failures, setFailures] = useState(0);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    mode: 'all',
    defaultValues: { identifier: '', password: '', captcha: '', remember: false },
  });
  const { register, handleSubmit, getFieldState, formState, resetField } = form;
  useRedirectAfter(state.status === 'success', target, SIGN_IN_REDIRECT_MS);

  const unblock = useCallback(() => {
    setFailures(0);
    reset();
  }, [reset]);

  // Catches its own errors, so the form's submit event can fire and forget it.
  const onSubmit = handleSubmit(async (values) => {
    if (!captcha.captcha) return;
    setState({ status: 'loading' });
    try {
      const answer = await login({
        identifier: values.identifier,
        password: values.password,
        remember: values.remember,
        captchaId: captcha.captcha.id,
        captcha: values.captcha,
      });
      session.signIn(answer.access_token, answer.user, values.remember);
      setState({ status: 'success', message: t.signInSuccess });
    } catch (error) {
      // Each captcha is good for one attempt: always a new one after a failure.
      resetField('captcha');
      captcha.reload();
      const failure = describeAuthError(error, 'signin');
      if (failure.kind === 'blocked') return block(failure.seconds);
      const failed = failures + (failure.wrongCredentials ? 1 : 0);
      setFailures(failed);
      if (failed >= CLIENT_BLOCK_AFTER) return block(DEFAULT_BLOCK_SECONDS);
      setState({ status: 'error', message: failure.message });
    }
  });

  const display = (name: keyof SignInValues) => fieldDisplay(getFieldState(name, formState));

  return (
    <AuthCard title={t.signInTitle} intro={t.signInIntro}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-5"
        aria-busy={busy}
      >
        <FormStatusNotices state={state} onUnblock={unblock} />
        <fieldset disabled={locked} className="flex flex-col gap-5">
          <TextField
            id="signin-identifier"
            label={t.identifier}
            autoComplete="username"
            display={display('identifier')}
            registration={register('identifier')}
          />
          <PasswordField
            id="signin-password"
            label={t.password}
            autoComplete="current-password"
            display={display('password')}
            registration={register('password')}
            disabled={locked}
          />
          <CaptchaField
            id="signin-captcha"
            state={captcha}
            display={display('captcha')}
            registration={register('captcha')}
            disabled={locked}
          />
          <label className="flex items-center gap-2 text-sm text-ink-100">
            <input type="checkbox" className="size-4 accent-brand-400" {...register('remember')} />
            {t.remember}
          </label>
        </fieldset>
        <SubmitButton
          label={t.signInSubmit}
          busyLabel={t.signingIn}
          busy={busy}
          disabled={!formState.isValid || locked || !captcha.captcha}
        />
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/auth/forgot-password" className="text-brand-300 hover:underline">
            {t.forgotLink}
          </Link>
          <span className="text-ink-300">
            {t.noAccount}{' '}
            <Link to="/auth/signup" className="font-semibold text-brand-300 hover:underline">
              {t.toSignUp}
            </Link>
          </span>
        </div>
      </form>
    </AuthCard>
  );
}
