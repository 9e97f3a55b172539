import { z } from 'zod';
import { accountLimits } from '../account-rules';

/** PUT /users/email (spec 001 §3): the new address and the current password. */
export const changeEmailRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(accountLimits.emailMax).email(),
  password: z.string().min(1).max(accountLimits.passwordMax),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** PUT /users/password (spec 001 §3). The answer is a fresh login answer: other sessions end. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(accountLimits.passwordMax),
  newPassword: z.string().min(accountLimits.passwordMin).max(accountLimits.passwordMax),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** GET /users/api-key: whether a key exists. The key itself is shown only when generated. */
export const apiKeyStatusSchema = z
  .object({ exists: z.boolean(), createdAt: z.string().nullable() })
  .meta({ id: 'ApiKeyStatus' });
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

/** POST /users/generate-api-key: the new key, shown once; it replaces any earlier key. */
export const generatedApiKeySchema = z
  .object({ apiKey: z.string(), createdAt: z.string() })
  .meta({ id: 'GeneratedApiKey' });
export type GeneratedApiKey = z.infer<typeof generatedApiKeySchema>;

export const successResponseSchema = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
