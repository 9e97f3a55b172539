import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useToast } from '../../components/ui/toast/useToast';
import { de } from '../../i18n/de';
import type { Session } from '../../lib/session';
import { useSessionActions } from '../../lib/useSession';
import { newPasswordField, passwordWarning } from '../auth/auth-forms';
import { fieldDisplay } from '../auth/form/field-state';
import { FormAlert } from '../auth/form/FormAlert';
import { PasswordField } from '../auth/form/PasswordField';
import { SubmitButton } from '../auth/form/SubmitButton';
import { accountError } from './account-errors';
import { changePassword } from './settings.api';
import { SettingsCard } from './SettingsCard';

const t = de.settings;
const v = de.auth.validation;
const schema = z
  .object({
    currentPassword: z.string().min(1, v.currentPasswordRequired),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, v.confirmRequired),
  })
  .refine((values) => !values.confirmPassword || values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: v.mismatchField,
  });
type Values = z.infer<typeof schema>;

/**
 * PUT /users/password {currentPassword, newPassword}. The server ends every
 * other session and answers a fresh token, which replaces the stored one.
 */
export function ChangePasswordForm({ session }: { session: Session }) {
  const { updateToken } = useSessionActions();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, getFieldState, formState, setError, reset, control, trigger } =
    useForm<Values>({
      resolver: zodResolver(schema),
      mode: 'all',
      defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    });
  const newPassword = useWatch({ control, name: 'newPassword' });

  // Catches its own errors, so the form's submit event can fire and forget it.
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await changePassword(session, values.currentPassword, values.newPassword);
      updateToken(answer.access_token, answer.user);
      reset();
      toast.success(t.passwordSaved);
    } catch (error) {
      const { field, message } = accountError(error);
      if (field === 'currentPassword') setError('currentPassword', { message });
      else setFormError(message);
    }
  });

  const busy = formState.isSubmitting;
  const display = (name: keyof Values, warning?: string | null) =>
    fieldDisplay(getFieldState(name, formState), warning);
  return (
    <SettingsCard title={t.passwordHeading}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <PasswordField
            id="settings-current-password"
            label={t.currentPassword}
            autoComplete="current-password"
            display={display('currentPassword')}
            registration={register('currentPassword')}
            disabled={busy}
          />
          <PasswordField
            id="settings-new-password"
            label={t.newPassword}
            autoComplete="new-password"
            display={display('newPassword', passwordWarning(newPassword))}
            registration={register('newPassword', {
              onChange: () => {
                if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
              },
            })}
            strengthOf={newPassword}
            disabled={busy}
          />
          <PasswordField
            id="settings-confirm-password"
            label={t.confirmNewPassword}
            autoComplete="new-password"
            display={display('confirmPassword')}
            registration={register('confirmPassword')}
            disabled={busy}
          />
        </fieldset>
        <SubmitButton
          label={t.passwordSubmit}
          busyLabel={t.saving}
          busy={busy}
          disabled={!formState.isValid || busy}
        />
      </form>
    </SettingsCard>
  );
}
