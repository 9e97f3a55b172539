/**
 * Password strength of spec 000 §5: one point each for length ≥ 8, an
 * uppercase letter, a lowercase letter, a digit and a special character.
 */
export function passwordStrength(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (/[A-ZÄÖÜ]/.test(password)) score += 1;
  if (/[a-zäöüß]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-zÄÖÜäöüß\d\s]/.test(password)) score += 1;
  return score;
}

/** The warning-only rule of spec 000 §5: at least one letter and one digit. */
export function hasLetterAndDigit(password: string): boolean {
  return /\p{L}/u.test(password) && /\d/.test(password);
}

/** Index 0–4 into the five strength labels (Sehr schwach … Sehr gut); scores 0 and 1 share the first. */
export function strengthLabelIndex(score: number): number {
  return Math.min(4, Math.max(0, score - 1));
}
