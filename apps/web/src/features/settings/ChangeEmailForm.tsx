import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { useSessionActions } from '../../lib/useSession';
import { emailField } from '../auth/auth-forms';
import { fieldDisplay } from '../auth/form/field-state';
import { FormAlert } from '../auth/form/FormAlert';
import { PasswordField } from '../auth/form/PasswordField';
import { SubmitButton } from '../auth/form/SubmitButton';
import { TextField } from '../auth/form/TextField';
import { accountError } from './account-errors';
import { changeEmail } from './settings.api';
import { SettingsCard } from './SettingsCard';

const t = de.settings;

/** PUT /users/email {email, password}; the answer replaces the stored user (spec 000 §4). */
export function ChangeEmailForm({ session }: { session: Session }) {
  const { updateUser } = useSessionActions();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = z.object({
    email: emailField.refine(
      (email) => email.toLowerCase() !== session.user.email.toLowerCase(),
      t.sameEmail,
    ),
    password: z.string().min(1, de.auth.validation.currentPasswordRequired),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, getFieldState, formState, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });

  // Catches its own errors, so the form's submit event can fire and forget it.
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await changeEmail(session, values.email.trim(), values.password);
      updateUser(user);
      reset();
      toast.success(t.emailSaved);
    } catch (error) {
      const { field, message } = accountError(error);
      if (field === 'email' || field === 'password') setError(field, { message });
      else setFormError(message);
    }
  });

  const busy = formState.isSubmitting;
  return (
    <SettingsCard title={t.emailHeading} description={t.currentEmail(session.user.email)}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <TextField
            id="settings-email"
            label={t.newEmail}
            type="email"
            autoComplete="email"
            display={fieldDisplay(getFieldState('email', formState))}
            registration={register('email')}
          />
          <PasswordField
            id="settings-email-password"
            label={t.currentPassword}
            autoComplete="current-password"
            display={fieldDisplay(getFieldState('password', formState))}
            registration={register('password')}
            disabled={busy}
          />
        </fieldset>
        <SubmitButton
          label={t.emailSubmit}
          busyLabel={t.saving}
          busy={busy}
          disabled={!formState.isValid || busy}
        />
      </form>
    </SettingsCard>
  );
}
