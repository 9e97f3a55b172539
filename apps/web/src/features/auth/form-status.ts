/** The states of the sign-in and sign-up forms (spec 000 §4). */
export type FormStatus =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string }
  | { status: 'blocked'; seconds: number; key: number; message?: string };

/** Sign-in redirect delay 1 s, sign-up 2 s (spec 000 §9). */
export const SIGN_IN_REDIRECT_MS = 1000;
export const SIGN_UP_REDIRECT_MS = 2000;
/** The client blocks after this many failed sign-ins (spec 000 §4). */
export const CLIENT_BLOCK_AFTER = 3;
