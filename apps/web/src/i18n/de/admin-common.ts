import { formatCount } from '@nzbkino/shared';

/** Texts every admin screen shares. Part of the `de` catalogue (see ../de.ts, ./admin.ts). */
export const adminCommonTexts = {
  adminCommon: {
    requests: 'Requests',
    audit: 'Audit-Log',
    signInRequired: 'Bitte melden Sie sich mit einem Administratorkonto an.',
    signIn: 'Anmelden',
    cancel: 'Abbrechen',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    details: 'Details',
    all: 'Alle',
    none: 'keine',
    unlimited: 'unbegrenzt',
    yes: 'Ja',
    no: 'Nein',
    /** "3 / 10" or "3 / unbegrenzt" for a use of a daily limit. */
    usage: (used: number, limit: number | null) =>
      `${formatCount(used)} / ${limit === null ? 'unbegrenzt' : formatCount(limit)}`,
    total: (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`,
    roles: { USER: 'Basic', PREMIUM: 'Premium', VIP: 'VIP', ADMIN: 'Administrator' },
  },
} as const;
