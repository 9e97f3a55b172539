/**
 * The demo start's accounts. Their passwords are public (README), so they are
 * created ONLY by the demo start (`npm start` / --demo / DEMO=true), never by a
 * production start.
 */
export const demoAccounts = [
  { username: 'admin', email: 'admin@nzbkino.demo', password: 'NZBKino-Admin-2026', role: 'ADMIN' },
  { username: 'demo', email: 'demo@nzbkino.demo', password: 'NZBKino-Demo-2026', role: 'USER' },
] as const;
