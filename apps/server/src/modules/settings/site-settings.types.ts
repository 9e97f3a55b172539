import type { Role } from '@nzbkino/shared';

export type LimitTable<K extends string> = Record<K, number | null>;
export type ApiRole = Exclude<Role, 'USER'>;

/** The settings in force, secrets in full: only services see this, never a client. */
export interface EffectiveSettings {
  siteName: string;
  registrationOpen: boolean;
  /** Downloads per role in a rolling 24 hours; null = unlimited. */
  downloadLimits: LimitTable<Role>;
  /** Newznab API requests per role in a rolling 24 hours; null = unlimited (USER has no API access). */
  apiLimits: LimitTable<ApiRole>;
  requestOpenLimit: number;
  tmdb: { apiKey: string | null };
  smtp: {
    host: string | null;
    port: number;
    secure: boolean;
    user: string | null;
    password: string | null;
    from: string;
  };
  ntfy: { url: string; token: string | null };
}

/** The groups stored one row each in site_settings. */
export const SETTING_GROUPS = [
  'siteName',
  'registrationOpen',
  'downloadLimits',
  'apiLimits',
  'requestOpenLimit',
  'tmdb',
  'smtp',
  'ntfy',
] as const satisfies readonly (keyof EffectiveSettings)[];
export type SettingGroup = (typeof SETTING_GROUPS)[number];
