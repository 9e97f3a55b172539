import { useState } from 'react';
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
import { BlockedNotice } from './form/BlockedNotice';
import { fieldDisplay } from './form/field-state';
import { FormAlert } from './form/FormAlert';
import { SubmitButton } from './form/SubmitButton';
import { TextField } from './form/TextField';
import type { FormStatus } from './form-status';

const schema = z.object({ email: emailField });
type Values = z.infer<typeof schema>;
const t = de.auth;

/** Forgot password: the server answers the same for every address, so does this page. */
export default function ForgotPasswordPage() {
  const [state, setState] = useState<FormStatus>({ status: 'idle' });
  const [blockRound, setBlockRound] = useState(0);
  const { register, handleSubmit, getFieldState, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setState({ status: 'loading' });
    try {
      const { message } = await requestPasswordReset(email.trim());
      setState({ status: 'success', message });
    } catch (error) {
      const failure = describeAuthError(error, 'signin');
      if (failure.kind === 'blocked') {
        const message = error instanceof ApiRequestError ? error.message : undefined;
        setBlockRound(blockRound + 1);
        setState({
          status: 'blocked',
          seconds: failure.seconds,
          key: blockRound + 1,
          ...(message ? { message } : {}),
        });
      } else setState({ status: 'error', message: failure.message });
    }
  });

  const busy = state.status === 'loading';
  const locked = busy || state.status === 'blocked' || state.status === 'success';
  return (
    <AuthCard title={de.pages.forgotPassword} intro={t.forgot.intro}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={busy}>
        {state.status === 'error' ? <FormAlert kind="error">{state.message}</FormAlert> : null}
        {state.status === 'success' ? <FormAlert kind="success">{state.message}</FormAlert> : null}
        {state.status === 'blocked' ? (
          <BlockedNotice
            key={state.key}
            seconds={state.seconds}
            message={state.message}
            onDone={() => setState({ status: 'idle' })}
          />
        ) : null}
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
