import { z } from 'zod';

export const roleSchema = z.enum(['USER', 'PREMIUM', 'VIP', 'ADMIN']);
export type Role = z.infer<typeof roleSchema>;

/** The user object of the login answer and GET /users/profile (spec 000 §3). */
export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: roleSchema,
    displayName: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  identifier: z.string().trim().min(3, 'Mindestens 3 Zeichen').max(254),
  password: z.string().min(6, 'Mindestens 6 Zeichen').max(256),
  remember: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z
  .object({ access_token: z.string(), user: userSchema })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
