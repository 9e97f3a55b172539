import type { AdminSettings, AdminSettingsUpdate } from '@nzbkino/api-types';
import { de } from '../../../i18n/de';

const t = de.adminSettings;

/** A secret being edited: a new value, or the wish to remove it; neither keeps the stored one. */
export interface SecretDraft {
  value: string;
  clear: boolean;
}

export const downloadRoles = ['USER', 'PREMIUM', 'VIP', 'ADMIN'] as const;
export const apiRoles = ['PREMIUM', 'VIP', 'ADMIN'] as const;

/** The settings form's values: numbers as typed, an empty limit meaning unlimited. */
export interface SettingsDraft {
  siteName: string;
  registrationOpen: boolean;
  requestOpenLimit: string;
  downloadLimits: Record<(typeof downloadRoles)[number], string>;
  apiLimits: Record<(typeof apiRoles)[number], string>;
  tmdbKey: SecretDraft;
  smtp: { host: string; port: string; secure: boolean; user: string; password: SecretDraft; from: string };
  ntfy: { url: string; token: SecretDraft };
}

const limit = (value: number | null) => (value === null ? '' : String(value));
const secret = (): SecretDraft => ({ value: '', clear: false });

export function draftOf(settings: AdminSettings): SettingsDraft {
  return {
    siteName: settings.siteName,
    registrationOpen: settings.registrationOpen,
    requestOpenLimit: String(settings.requestOpenLimit),
    downloadLimits: {
      USER: limit(settings.downloadLimits.USER),
      PREMIUM: limit(settings.downloadLimits.PREMIUM),
      VIP: limit(settings.downloadLimits.VIP),
      ADMIN: limit(settings.downloadLimits.ADMIN),
    },
    apiLimits: {
      PREMIUM: limit(settings.apiLimits.PREMIUM),
      VIP: limit(settings.apiLimits.VIP),
      ADMIN: limit(settings.apiLimits.ADMIN),
    },
    tmdbKey: secret(),
    smtp: {
      host: settings.smtp.host ?? '',
      port: String(settings.smtp.port),
      secure: settings.smtp.secure,
      user: settings.smtp.user ?? '',
      password: secret(),
      from: settings.smtp.from,
    },
    ntfy: { url: settings.ntfy.url, token: secret() },
  };
}

/** A secret in the PUT: null removes it, a new value replaces it, absent keeps it. */
function secretOf(draft: SecretDraft): { value?: string | null } {
  if (draft.clear) return { value: null };
  return draft.value.trim() ? { value: draft.value.trim() } : {};
}

const whole = (value: string) => /^\d+$/.test(value.trim());

/** The PUT body, or the first German complaint about a field. */
export function updateOf(draft: SettingsDraft): { body: AdminSettingsUpdate } | { error: string } {
  const roles = de.adminCommon.roles;
  if (!draft.siteName.trim()) return { error: t.required(t.siteName) };
  if (!whole(draft.requestOpenLimit)) return { error: t.invalidNumber(t.requestOpenLimit) };
  if (!whole(draft.smtp.port)) return { error: t.invalidNumber(t.smtpPort) };
  for (const role of downloadRoles) {
    const value = draft.downloadLimits[role];
    if (value.trim() && !whole(value))
      return { error: t.invalidLimit(`${t.downloadLimits}, ${roles[role]}`) };
  }
  for (const role of apiRoles) {
    const value = draft.apiLimits[role];
    if (value.trim() && !whole(value)) return { error: t.invalidLimit(`${t.apiLimits}, ${roles[role]}`) };
  }
  const number = (value: string) => (value.trim() ? Number(value) : null);
  const tmdb = secretOf(draft.tmdbKey);
  const password = secretOf(draft.smtp.password);
  const token = secretOf(draft.ntfy.token);
  return {
    body: {
      siteName: draft.siteName.trim(),
      registrationOpen: draft.registrationOpen,
      requestOpenLimit: Number(draft.requestOpenLimit),
      downloadLimits: {
        USER: number(draft.downloadLimits.USER),
        PREMIUM: number(draft.downloadLimits.PREMIUM),
        VIP: number(draft.downloadLimits.VIP),
        ADMIN: number(draft.downloadLimits.ADMIN),
      },
      apiLimits: {
        PREMIUM: number(draft.apiLimits.PREMIUM),
        VIP: number(draft.apiLimits.VIP),
        ADMIN: number(draft.apiLimits.ADMIN),
      },
      ...('value' in tmdb ? { tmdb: { apiKey: tmdb.value ?? null } } : {}),
      smtp: {
        host: draft.smtp.host.trim() || null,
        port: Number(draft.smtp.port),
        secure: draft.smtp.secure,
        user: draft.smtp.user.trim() || null,
        from: draft.smtp.from.trim(),
        ...('value' in password ? { password: password.value ?? null } : {}),
      },
      ntfy: { url: draft.ntfy.url.trim(), ...('value' in token ? { token: token.value ?? null } : {}) },
    },
  };
}
