import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { roles, type Role } from '../modules/users/users.service';
import { withCliContext } from './context';

export async function createAdminCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.username || !values.email) {
    throw new Error('Aufruf: create-admin --username NAME --email ADRESSE [--password PASSWORT]');
  }
  // Without --password a strong one is generated and shown exactly once.
  const password = values.password ?? randomBytes(18).toString('base64url');
  await withCliContext(async ({ services }) => {
    const user = await services.users.createAccount({
      username: values.username!,
      email: values.email!,
      password,
      role: 'ADMIN',
    });
    console.log(`Administrator ${user.username} (ID ${user.id}) angelegt.`);
    if (!values.password) console.log(`Passwort (wird nur jetzt angezeigt): ${password}`);
  });
}

export async function setRoleCommand(argv: string[]): Promise<void> {
  const [identifier, role] = argv;
  if (!identifier || !role || !roles.includes(role.toUpperCase() as Role)) {
    throw new Error(`Aufruf: set-role BENUTZERNAME|E-MAIL ${roles.join('|')}`);
  }
  await withCliContext(async ({ services }) => {
    const user = await services.users.setRole(identifier, role.toUpperCase() as Role);
    console.log(`${user.username} hat jetzt die Rolle ${user.role}.`);
  });
}
