import { z } from 'zod';
import { accountLimits, hasLetterAndDigit, USERNAME_PATTERN } from '@nzbkino/shared';
import { de } from '../../i18n/de';

const v = de.auth.validation;

/** A required text: the "required" message for an empty value, then the other rules. */
const required = (message: string) => z.string().trim().min(1, message);

export const signInSchema = z.object({
  identifier: required(v.identifierRequired).min(accountLimits.signInIdentifierMin, v.min3),
  password: z.string().min(1, v.passwordRequired).min(accountLimits.signInPasswordMin, v.min6),
  captcha: required(v.captchaRequired),
  remember: z.boolean(),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const emailField = required(v.emailRequired)
  .email(v.emailInvalid)
  .max(accountLimits.emailMax, v.emailInvalid);
export const newPasswordField = z
  .string()
  .min(1, v.passwordRequired)
  .min(accountLimits.passwordMin, v.min8)
  .max(accountLimits.passwordMax);

export const signUpSchema = z
  .object({
    username: required(v.usernameRequired)
      .min(accountLimits.usernameMin, v.min3)
      .max(accountLimits.usernameMax, v.max50)
      .regex(USERNAME_PATTERN, v.usernameChars),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, v.confirmRequired),
    captcha: required(v.captchaRequired),
    privacy: z.boolean().refine((accepted) => accepted, v.privacyRequired),
  })
  .refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: v.mismatch,
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

/** The warning-only rule of spec 000 §5 (does not block the form). */
export function passwordWarning(password: string): string | null {
  return password && !hasLetterAndDigit(password) ? v.letterAndDigit : null;
}

/** Only same-site paths are followed after sign-in; anything else goes home. */
export function safeReturnUrl(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/auth/')) return '/';
  return value;
}
