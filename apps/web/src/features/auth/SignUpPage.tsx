import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { de } from '../../i18n/de';
import { register as registerAccount } from './auth.api';
import { describeAuthError } from './auth-errors';
import { passwordWarning, signUpSchema, type SignUpValues } from './auth-forms';
import { AuthCard } from './form/AuthCard';
import { CaptchaField } from './form/CaptchaField';
import { fieldDisplay } from './form/field-state';
import { FormStatusNotices } from './form/FormStatusNotices';
import { PasswordField } from './form/PasswordField';
import { SubmitButton } from './form/SubmitButton';
import { TextField } from './form/TextField';
import { useFormStatus } from './form/useFormStatus';
import { SIGN_UP_REDIRECT_MS } from './form-status';
import { useCaptcha } from './useCaptcha';
import { useRedirectAfter } from './useRedirectAfter';

const t = de.auth;

export default function SignUpPage() {
  const captcha = useCaptcha();
  const { state, setState, block, reset, busy, locked } = useFormStatus();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: 'all',
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      captcha: '',
      privacy: false,
    },
  });
  const { register, handleSubmit, getFieldState, formState, resetField, control, trigger } = form;
  const password = useWatch({ control, name: 'password' });
  useRedirectAfter(state.status === 'success', '/auth/signin', SIGN_UP_REDIRECT_MS);

  // Catches its own errors, so the form's submit event can fire and forget it.
  const onSubmit = handleSubmit(async (values) => {
    if (!captcha.captcha) return;
    setState({ status: 'loading' });
    try {
      await registerAccount({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        captchaId: captcha.captcha.id,
        captcha: values.captcha,
      });
      setState({ status: 'success', message: t.signUpSuccess });
    } catch (error) {
      resetField('captcha');
      captcha.reload();
      const failure = describeAuthError(error, 'signup');
      if (failure.kind === 'blocked') block(failure.seconds);
      else setState({ status: 'error', message: failure.message });
    }
  });

  const display = (name: keyof SignUpValues, warning?: string | null) =>
    fieldDisplay(getFieldState(name, formState), warning);
  const privacy = display('privacy');
  // The confirmation is re-checked when the password changes after it.
  const passwordRegistration = register('password', {
    onChange: () => {
      if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
    },
  });

  return (
    <AuthCard title={t.signUpTitle} intro={t.signUpIntro}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-5"
        aria-busy={busy}
      >
        <FormStatusNotices state={state} onUnblock={reset} />
        <fieldset disabled={locked} className="flex flex-col gap-5">
          <TextField
            id="signup-username"
            label={t.username}
            autoComplete="username"
            display={display('username')}
            registration={register('username')}
          />
          <TextField
            id="signup-email"
            label={t.email}
            type="email"
            autoComplete="email"
            display={display('email')}
            registration={register('email')}
          />
          <PasswordField
            id="signup-password"
            label={t.password}
            autoComplete="new-password"
            display={display('password', passwordWarning(password))}
            registration={passwordRegistration}
            strengthOf={password}
            disabled={locked}
          />
          <PasswordField
            id="signup-confirm"
            label={t.confirmPassword}
            autoComplete="new-password"
            display={display('confirmPassword')}
            registration={register('confirmPassword')}
            disabled={locked}
          />
          <CaptchaField
            id="signup-captcha"
            state={captcha}
            display={display('captcha')}
            registration={register('captcha')}
            disabled={locked}
          />
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-2 text-sm text-ink-100">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-400"
                aria-invalid={privacy.visible && privacy.tone === 'error' ? true : undefined}
                aria-describedby={privacy.visible && privacy.message ? 'signup-privacy-message' : undefined}
                {...register('privacy')}
              />
              <span>
                {t.privacy} (
                <a
                  href="/datenschutz"
                  target="_blank"
                  rel="noopener"
                  className="text-brand-300 underline hover:text-brand-200"
                >
                  {t.privacyLink}
                  <span className="sr-only"> {t.privacyLinkHint}</span>
                </a>
                ).
              </span>
            </label>
            {privacy.visible && privacy.message ? (
              <p id="signup-privacy-message" className="text-sm text-curtain-400">
                {privacy.message}
              </p>
            ) : null}
          </div>
        </fieldset>
        <SubmitButton
          label={t.signUpSubmit}
          busyLabel={t.signingUp}
          busy={busy}
          disabled={!formState.isValid || locked || !captcha.captcha}
        />
        <p className="text-sm text-ink-300">
          {t.haveAccount}{' '}
          <Link to="/auth/signin" className="font-semibold text-brand-300 hover:underline">
            {t.toSignIn}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
