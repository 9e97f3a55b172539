import { z } from 'zod';
import { accountLimits, roles, USERNAME_PATTERN } from '../account-rules';

export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The user object of the login answer and GET /users/profile (spec 000 §3). */
export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    /** The effective role: PREMIUM or VIP whose membership ran out reads USER. */
    role: roleSchema,
    displayName: z.string().nullable(),
    /** End of a PREMIUM or VIP membership (ISO date-time); null = no end. */
    membershipExpiresAt: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** Captcha fields of sign-in and sign-up: the id issued with the image and the typed answer. */
const captchaFields = {
  /** The server issues base64url ids; anything else cannot name a captcha. */
  captchaId: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  captcha: z.string().trim().max(16).optional(),
};

/** No control characters (a NUL byte is not even storable in PostgreSQL text). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PRINTABLE = /^[^\u0000-\u001f\u007f]*$/;

export const loginRequestSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(accountLimits.signInIdentifierMin)
    .max(accountLimits.emailMax)
    .regex(PRINTABLE),
  password: z.string().min(accountLimits.signInPasswordMin).max(accountLimits.passwordMax),
  remember: z.boolean().default(false),
  ...captchaFields,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z
  .object({ access_token: z.string(), user: userSchema })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const emailField = z.string().trim().toLowerCase().max(accountLimits.emailMax).email();
const newPasswordField = z.string().min(accountLimits.passwordMin).max(accountLimits.passwordMax);

export const registerRequestSchema = z.object({
  /** Stored as typed but NFKC-normalised: full-width `ａｄｍｉｎ` is `admin`. */
  username: z
    .string()
    .normalize('NFKC')
    .trim()
    .min(accountLimits.usernameMin)
    .max(accountLimits.usernameMax)
    .regex(USERNAME_PATTERN),
  email: emailField,
  password: newPasswordField,
  ...captchaFields,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** A plain confirmation; the same for every outcome that must not reveal an account. */
export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(16).max(128),
  password: newPasswordField,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/**
 * GET /auth/captcha: an arithmetic question drawn as paths in an SVG (data URI).
 * The answer travels back with `captchaId`; it is never part of this answer.
 */
export const captchaResponseSchema = z
  .object({
    id: z.string(),
    image: z.string().describe('data:image/svg+xml;base64,… — the question as noisy paths, no text'),
    expiresIn: z.number().int().describe('seconds until the captcha expires'),
  })
  .meta({ id: 'Captcha' });
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

/**
 * Error answers of sign-in and sign-up carry one of these flags (spec 000 §8):
 * 400 requiresCaptcha, 400 captchaInvalid, 429 blockTime (seconds).
 */
export const authErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    requiresCaptcha: z.boolean().optional(),
    captchaInvalid: z.boolean().optional(),
    blockTime: z.number().int().optional(),
    /** The form field an error belongs to (e.g. `password` for a wrong current password). */
    field: z.string().optional(),
  })
  .meta({ id: 'AuthError' });
export type AuthError = z.infer<typeof authErrorSchema>;
