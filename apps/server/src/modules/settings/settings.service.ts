import { adminMessages, type AdminSettings, type AdminSettingsUpdate } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import type { SiteSettings } from './site-settings';
import { SETTING_GROUPS, type EffectiveSettings } from './site-settings.types';

const MASK = '••••';

/** A secret as a client may see it: its last four characters behind dots (all dots when it is short). */
export function maskSecret(secret: string | null): string | null {
  if (!secret) return null;
  return secret.length > 8 ? `${MASK}${secret.slice(-4)}` : `${MASK}${MASK}`;
}

/** A secret field of a PUT: empty or masked keeps the stored secret, null clears it, anything else replaces it. */
function nextSecret(incoming: string | null | undefined, stored: string | null): string | null {
  if (incoming === null) return null;
  if (incoming === undefined || incoming === '' || incoming.startsWith(MASK.slice(0, 1))) return stored;
  return incoming;
}

/** The settings with every secret masked: what the admin screen and the audit log see. */
function masked(settings: EffectiveSettings) {
  return {
    ...settings,
    tmdb: { apiKey: maskSecret(settings.tmdb.apiKey) },
    smtp: { ...settings.smtp, password: maskSecret(settings.smtp.password) },
    ntfy: { ...settings.ntfy, token: maskSecret(settings.ntfy.token) },
  };
}

/**
 * A secret kept while its server changes would go to the new server with the
 * next mail or push: whoever may change the address could collect it. It must
 * be entered again (or removed) with the new address.
 */
function assertSecretsStayWithTheirServer(current: EffectiveSettings, next: EffectiveSettings): void {
  const smtpMoved = next.smtp.host !== current.smtp.host || next.smtp.port !== current.smtp.port;
  if (
    smtpMoved &&
    next.smtp.host !== null &&
    next.smtp.password !== null &&
    next.smtp.password === current.smtp.password
  )
    throw new HttpError(400, adminMessages.secretForNewServer('SMTP-Passwort'), { field: 'smtp.password' });
  if (
    next.ntfy.url !== current.ntfy.url &&
    next.ntfy.token !== null &&
    next.ntfy.token === current.ntfy.token
  )
    throw new HttpError(400, adminMessages.secretForNewServer('ntfy-Token'), { field: 'ntfy.token' });
}

/** The admin screen's reading and writing of the site settings; every change is audited, secrets masked. */
export class SettingsService {
  constructor(
    private readonly settings: SiteSettings,
    private readonly audit: AuditLog,
  ) {}

  async get(): Promise<AdminSettings> {
    const { value, updatedAt } = await this.settings.withChangeTimes();
    return { ...masked(value), updatedAt };
  }

  async update(actor: AuditActor, body: AdminSettingsUpdate): Promise<AdminSettings> {
    const current = await this.settings.current();
    const next: EffectiveSettings = {
      ...current,
      ...(body.siteName !== undefined ? { siteName: body.siteName } : {}),
      ...(body.registrationOpen !== undefined ? { registrationOpen: body.registrationOpen } : {}),
      ...(body.requestOpenLimit !== undefined ? { requestOpenLimit: body.requestOpenLimit } : {}),
      downloadLimits: { ...current.downloadLimits, ...body.downloadLimits },
      apiLimits: { ...current.apiLimits, ...body.apiLimits },
      tmdb: { apiKey: nextSecret(body.tmdb?.apiKey, current.tmdb.apiKey) },
      smtp: {
        ...current.smtp,
        ...body.smtp,
        password: nextSecret(body.smtp?.password, current.smtp.password),
      },
      ntfy: { ...current.ntfy, ...body.ntfy, token: nextSecret(body.ntfy?.token, current.ntfy.token) },
    };
    // An empty host means no SMTP server (the outbox), as does null.
    if (next.smtp.host === '') next.smtp.host = null;
    next.ntfy.url = next.ntfy.url.replace(/\/+$/, '');
    assertSecretsStayWithTheirServer(current, next);
    const changed = SETTING_GROUPS.filter(
      (key) => JSON.stringify(next[key]) !== JSON.stringify(current[key]),
    );
    if (changed.length > 0) {
      await this.settings.save(Object.fromEntries(changed.map((key) => [key, next[key]])), actor.id);
      const before = masked(current);
      const after = masked(next);
      await this.audit.record(actor, {
        action: 'settings.update',
        entityType: 'settings',
        entityId: null,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    }
    return this.get();
  }
}
