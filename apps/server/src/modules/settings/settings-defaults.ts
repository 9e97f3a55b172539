import type { AppConfig } from '../../config';
import type { EffectiveSettings } from './site-settings.types';

/** SMTP_URL (smtp://user:pass@host:port) read into the fields the admin screen edits. */
function smtpFromUrl(
  url: string,
): Pick<EffectiveSettings['smtp'], 'host' | 'port' | 'secure' | 'user' | 'password'> {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname || null,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    user: parsed.username ? decodeURIComponent(parsed.username) : null,
    password: parsed.password ? decodeURIComponent(parsed.password) : null,
  };
}

/** What applies while an administrator has changed nothing: the environment (README, config.ts). */
export function settingsDefaults(config: AppConfig): EffectiveSettings {
  const smtp = config.mail.smtp;
  const server = !smtp
    ? { host: null, port: 587, secure: false, user: null, password: null }
    : 'url' in smtp
      ? smtpFromUrl(smtp.url)
      : {
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          user: smtp.user ?? null,
          password: smtp.pass ?? null,
        };
  return {
    siteName: config.siteName,
    registrationOpen: config.registrationOpen,
    downloadLimits: { ...config.downloads.dailyLimits },
    apiLimits: { ...config.newznab.dailyRequestLimits },
    requestOpenLimit: config.requests.openLimit,
    tmdb: { apiKey: config.tmdb.apiKey ?? null },
    smtp: { ...server, from: config.mail.from },
    ntfy: { url: config.ntfy.url, token: config.ntfy.token ?? null },
  };
}
