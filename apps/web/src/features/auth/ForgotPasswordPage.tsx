import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { z } from 'zod';
import { de } from '../../i18n/de';
import { ApiRequestError } from '../../lib/api-client';
import { requestPasswordReset } from './auth.api';
import { describeAuthError } from './auth-errors';
import { emailField } from './auth-forms';
import { AuthCard } from './form/AuthCard';
import { fieldDisplay } from './form/field-state';
import { FormStatusNotices } from './form/FormStatusNotices';
import { SubmitButton } from './form/SubmitButton';
import { TextField } from './form/TextField';
import { useFormStatus } from './form/useFormStatus';

const schema = z.object({ email: emailField });
type Values = z.infer<typeof schema>;
const t = de.auth;

/** Forgot password: the server answers the same for every address, so does this page. */
export default function ForgotPasswordPage() {
  const { state, setState, block, reset, busy, locked } = useFormStatus();
  const { register, handleSubmit, getFieldState, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { email: '' },
  });

  // Catches its own errors, so the form's submit event can fire and forget it.
  const onSubmit = handleSubmit(async ({ email }) => {
    setState({ status: 'loading' });
    try {
      const { message } = await requestPasswordReset(email.trim());
      setState({ status: 'success', message });
    } catch (error) {
      const failure = describeAuthError(error, 'signin');
      if (failure.kind === 'blocked')
        block(failure.seconds, error instanceof ApiRequestError ? error.message : undefined);
      else setState({ status: 'error', message: failure.message });
    }
  });

  return (
    <AuthCard title={de.pages.forgotPassword} intro={t.forgot.intro}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-5"
        aria-busy={busy}
      >
        <FormStatusNotices state={state} onUnblock={reset} />
        <fieldset disabled={locked}>
          <TextField
            id="forgot-email"
            label={t.email}
            type="email"
            autoComplete="email"
            display={fieldDisplay(getFieldState('email', formState))}
            registration={register('email')}
          />
        </fieldset>
        <SubmitButton
          label={t.forgot.submit}
          busyLabel={t.forgot.sending}
          busy={busy}
          disabled={!formState.isValid || locked}
        />
        <Link to="/auth/signin" className="text-sm text-brand-300 hover:underline">
          {t.forgot.backToSignIn}
        </Link>
      </form>
    </AuthCard>
  );
}
