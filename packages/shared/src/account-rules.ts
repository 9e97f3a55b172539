/**
 * Account rules without zod, so the web shell can use them without loading the
 * schema library: roles, limits and the role checks of spec 000 §1, §6.
 */
export const roles = ['USER', 'PREMIUM', 'VIP', 'ADMIN'] as const;

/** Account limits shared by the server's checks and the web forms (spec 000 §5). */
export const accountLimits = {
  usernameMin: 3,
  usernameMax: 50,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 256,
  signInIdentifierMin: 3,
  signInPasswordMin: 6,
} as const;

/**
 * Letters (any script), digits, dot, hyphen and underscore. Narrower than the
 * spec's 3–50 rule on purpose: a name never carries markup, quotes or spaces
 * into the pages and mails that show it.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;

/** True for ADMIN and for the spelling `admin` older clients store (spec 000 §1). */
export function isAdminRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && role.toUpperCase() === 'ADMIN';
}

/** PREMIUM, VIP and ADMIN see the API management link (spec 000 §2, §6). */
export function hasApiAccessRole(role: string | null | undefined): boolean {
  const upper = typeof role === 'string' ? role.toUpperCase() : '';
  return upper === 'PREMIUM' || upper === 'VIP' || upper === 'ADMIN';
}
