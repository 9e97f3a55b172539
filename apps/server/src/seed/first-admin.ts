import { randomBytes } from 'node:crypto';
import type { Services } from '../services';

/**
 * A production database starts without accounts. Instead of a known password,
 * the first start creates the administrator "admin" with a random password and
 * prints it once; later starts find the account and print nothing.
 */
export async function ensureFirstAdmin(services: Services, log: (message: string) => void): Promise<boolean> {
  if ((await services.users.countAccounts()) > 0) return false;
  const password = randomBytes(18).toString('base64url');
  await services.users.createAccount({
    username: 'admin',
    email: 'admin@localhost.invalid',
    password,
    role: 'ADMIN',
  });
  log(
    `Erster Start: Administrator "admin" angelegt. Einmaliges Passwort: ${password}  ` +
      '(wird nie wieder angezeigt; bitte nach der Anmeldung E-Mail und Passwort ändern)',
  );
  return true;
}
