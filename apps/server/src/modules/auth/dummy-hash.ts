/**
 * argon2id hash of a random throwaway password. Unknown accounts are checked
 * against it, so a sign-in spends the same time whether the account exists or not.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$tlmKlBsAr5Jx0IcglGyaxA$EK1U7YL9WM4chdEibGkw9O/u9pLLcCWOodWSBMjwyrY';
