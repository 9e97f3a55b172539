import path from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_SITE_NAME } from '@nzbkino/shared';
import { parseTrustProxy, type TrustedProxies } from './lib/trust-proxy';
import { indexerConfig, indexerEnvSchema, type IndexerConfig } from './config-indexer';

const here = path.dirname(fileURLToPath(import.meta.url));
// src/ and dist/ both sit directly in apps/server, so the web build is two levels up.
const defaultWebDist = path.resolve(here, '../../web/dist');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** NZBs per rolling 24 hours for one role; 0 means unlimited. */
const downloadLimit = z.coerce.number().int().min(0).max(1_000_000);

/** Every environment variable the server reads; the README documents each one. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL muss mit postgres:// beginnen')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    SITE_NAME: z.string().min(1).max(60).default(DEFAULT_SITE_NAME),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().default(defaultWebDist),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && !Array.isArray(parsed)) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    DEMO: booleanFlag.default(false),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET braucht mindestens 32 Zeichen').optional(),
    TMDB_API_KEY: z.string().min(1).optional(),
    TMDB_BASE_URL: z.string().url().optional(),
    TMDB_IMAGE_BASE_URL: z.string().url().optional(),
    MAX_NZB_MB: z.coerce.number().min(1).max(1024).default(32),
    API_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(1_048_576).default(512),
    INGEST_WORKERS: z.coerce.number().int().min(0).max(32).optional(),
    WATCH_DIR: z.string().min(1).optional(),
    WATCH_INTERVAL: z.coerce.number().int().min(1).max(3600).default(5),
    PUBLIC_URL: z.string().url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL muss mit smtp:// oder smtps:// beginnen')
      .optional(),
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: booleanFlag.optional(),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    SMTP_FROM: z.string().min(3).optional(),
    CAPTCHA_TEST_MODE: booleanFlag.default(false),
    LOGIN_BLOCK_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    LOGIN_ADDRESS_BLOCK_AFTER: z.coerce.number().int().min(3).max(1000).default(10),
    LOGIN_IDENTIFIER_BLOCK_AFTER: z.coerce.number().int().min(3).max(1000).default(10),
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
    RESET_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
    DOWNLOAD_LIMIT_USER: downloadLimit.default(10),
    DOWNLOAD_LIMIT_PREMIUM: downloadLimit.default(0),
    DOWNLOAD_LIMIT_VIP: downloadLimit.default(0),
    DOWNLOAD_LIMIT_ADMIN: downloadLimit.default(0),
    CART_MAX_ITEMS: z.coerce.number().int().min(1).max(1000).default(100),
    WATCHLIST_MAX_ITEMS: z.coerce.number().int().min(1).max(100_000).default(1000),
    CONTACT_EMAIL: z.string().trim().email('CONTACT_EMAIL muss eine E-Mail-Adresse sein').optional(),
    CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
    REQUESTS_OPEN_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
    REGISTRATION_OPEN: booleanFlag.default(true),
    NTFY_URL: z
      .string()
      .url()
      .regex(/^https?:\/\//, 'NTFY_URL muss mit http:// oder https:// beginnen')
      .default('https://ntfy.sh'),
    NTFY_TOKEN: z.string().min(1).optional(),
    NEWZNAB_API: booleanFlag.default(true),
    API_REQUEST_LIMIT_PREMIUM: downloadLimit.default(2500),
    API_REQUEST_LIMIT_VIP: downloadLimit.default(10000),
    API_REQUEST_LIMIT_ADMIN: downloadLimit.default(0),
    MEMBERSHIP_TRIAL_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    MEMBERSHIP_REMINDER_DAYS: z.coerce.number().int().min(1).max(30).default(3),
    NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    FORUM_URL: z
      .string()
      .url('FORUM_URL muss eine Adresse sein (https://forum.example.org)')
      .regex(/^https?:\/\//, 'FORUM_URL muss mit http:// oder https:// beginnen')
      .optional(),
    FORUM_SSO_SECRET: z.string().min(32, 'FORUM_SSO_SECRET braucht mindestens 32 Zeichen').optional(),
    FORUM_COOKIE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'FORUM_COOKIE_NAME: nur Buchstaben, Ziffern, - und _')
      .default('token'),
    FORUM_COOKIE_DOMAIN: z
      .string()
      .regex(/^\.?[a-z0-9.-]+$/i, 'FORUM_COOKIE_DOMAIN muss ein Domainname sein (example.org)')
      .optional(),
  })
  .extend(indexerEnvSchema.shape);

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** HTTP server processes on this machine sharing the port (SERVER_PROCESSES; more than one needs PostgreSQL). */
  serverProcesses: number;
  siteName: string;
  logLevel: string;
  webDist: string;
  /** Proxies allowed to report the client's address (TRUST_PROXY; see lib/trust-proxy.ts). */
  trustProxy: TrustedProxies;
  demo: boolean;
  maxNzbBytes: number;
  /** Worker threads that read, check and compress NZBs for import; 0 does it on the main thread. */
  ingestWorkers: number;
  /** Folder the server itself watches for NZB files (imported ones move to importiert/, refused ones to abgelehnt/). */
  watchDir: string | undefined;
  /** Seconds between two looks at the watch folder. */
  watchIntervalSeconds: number;
  /** How long public catalogue answers are reused in-process; 0 also turns off the total and list caches. */
  apiCacheMs: number;
  /** Largest size of the resized-image cache (DATA_DIR/image-cache); the least recently used go first. */
  imageCacheBytes: number;
  jwtSecret: string | undefined;
  /** Origin of the web app as users reach it; links in mails point here, never at a request's Host. */
  publicUrl: string;
  mail: { smtp: SmtpConfig | null; from: string };
  security: SecurityConfig;
  downloads: DownloadConfig;
  /** Most titles (movies and series together) one member's watchlist holds. */
  watchlistMaxItems: number;
  /** The contact form: CONTACT_EMAIL (unset: the administrators) and its hourly limit. */
  contact: { recipient: string | undefined; perHour: number };
  /** Most open title requests one member may have at once. */
  requests: { openLimit: number };
  /** Whether visitors may sign up (the admin area can change it at run time). */
  registrationOpen: boolean;
  /** The ntfy server push notifications are published to, and its access token when it is protected. */
  ntfy: { url: string; token: string | undefined };
  newznab: NewznabConfig;
  memberships: MembershipConfig;
  /** Bell notifications older than this many days are deleted (read or not). */
  notificationRetentionDays: number;
  /** Forum sign-on (NodeBB session sharing); null while FORUM_URL and FORUM_SSO_SECRET are unset. */
  forum: ForumConfig | null;
  tmdb: { apiKey: string | undefined; baseUrl: string | undefined; imageBaseUrl: string | undefined };
  /** The usenet header indexer (NNTP_URL, INDEX_*). */
  indexer: IndexerConfig;
};

export type SmtpConfig =
  | { url: string }
  | { host: string; port: number; secure: boolean; user: string | undefined; pass: string | undefined };

/** The abuse limits of sign-in, sign-up and reset (spec 000 §4, §9). */
export interface SecurityConfig {
  /** Browser journeys only: the captcha answer is sent along. Refused in production. */
  captchaTestMode: boolean;
  /** Failed sign-ins (per identifier or address) from which a captcha is required. */
  loginCaptchaAfter: number;
  /** Failed sign-ins on one identifier from one client network that block that pair for loginBlockSeconds. */
  loginBlockAfter: number;
  /**
   * Failed sign-ins on one identifier from all networks together that block it
   * everywhere: a cap on guessing from many addresses, set high enough that a
   * stranger cannot lock an account out with a few wrong passwords.
   */
  loginIdentifierBlockAfter: number;
  /** Failed sign-ins per client address that block the address (many identifiers, one source). */
  loginAddressBlockAfter: number;
  loginBlockSeconds: number;
  /** Failures are counted in this window from the first one; afterwards the count starts over. */
  loginWindowSeconds: number;
  registrationsPerHour: number;
  resetRequestsPerHour: number;
  /** Reset mails per address per hour, so nobody floods one inbox. */
  resetMailsPerEmailPerHour: number;
  captchasPer10Minutes: number;
  captchaTtlSeconds: number;
  resetTokenTtlSeconds: number;
}

/** Download limits and the cart (spec 000 §6, 001 §9). */
export interface DownloadConfig {
  /** NZBs per role in a rolling 24 hours; null means unlimited. */
  dailyLimits: Record<'USER' | 'PREMIUM' | 'VIP' | 'ADMIN', number | null>;
  /** Most releases one cart holds. */
  cartMaxItems: number;
}

/** The Newznab API and RSS feeds (issue 13). */
export interface NewznabConfig {
  /** False answers every API call with error 910 (API disabled). */
  enabled: boolean;
  /** API requests per role in a rolling 24 hours; null means unlimited. USER has no API access at all. */
  dailyRequestLimits: Record<'PREMIUM' | 'VIP' | 'ADMIN', number | null>;
}

/** Memberships (issue 16). */
export interface MembershipConfig {
  /** Days of the one free Premium trial an account may start; 0 turns the trial off. */
  trialDays: number;
  /** How many days before its end a member is told the membership runs out. */
  reminderDays: number;
}

/** NodeBB's session-sharing plugin: the shared secret and the cookie it reads. */
export interface ForumConfig {
  /** The forum's address, without trailing slash. */
  url: string;
  secret: string;
  cookieName: string;
  /** Domain of the shared cookie (the common parent of site and forum); null: this host only. */
  cookieDomain: string | null;
}

export class ConfigError extends Error {}

const CAPTCHA_TEST_MODE_IN_PRODUCTION =
  'CAPTCHA_TEST_MODE=true ist nur für Tests gedacht und wird mit NODE_ENV=production nicht gestartet.';

const SEVERAL_PROCESSES_NEED_POSTGRES =
  'SERVER_PROCESSES über 1 braucht PostgreSQL (DATABASE_URL): die eingebettete Datenbank (PGlite) ' +
  'gehört genau einem Prozess.';

/** Throws when the captcha test switch would reach a production start. */
export function assertSafeForEnvironment(config: AppConfig): void {
  if (config.env === 'production' && config.security.captchaTestMode) {
    throw new ConfigError(CAPTCHA_TEST_MODE_IN_PRODUCTION);
  }
}

/**
 * The common parent domain of the site and the forum (site.example.org and
 * forum.example.org share example.org), so the forum can read the cookie this
 * server sets; null when they share less than two labels or one is an IP.
 */
export function sharedCookieDomain(siteUrl: string, forumUrl: string): string | null {
  const labels = (url: string) => new URL(url).hostname.split('.').reverse();
  const [site, forum] = [labels(siteUrl), labels(forumUrl)];
  if ([site, forum].some((l) => l.every((part) => /^\d+$/.test(part)))) return null;
  const shared: string[] = [];
  for (let i = 0; i < Math.min(site.length, forum.length) && site[i] === forum[i]; i += 1)
    shared.push(site[i]!);
  return shared.length >= 2 ? shared.reverse().join('.') : null;
}

function forumConfig(e: z.infer<typeof envSchema>, publicUrl: string): ForumConfig | null {
  if (!e.FORUM_URL && !e.FORUM_SSO_SECRET) return null;
  if (!e.FORUM_URL || !e.FORUM_SSO_SECRET) {
    throw new ConfigError(
      'Ungültige Konfiguration:\n  FORUM_URL und FORUM_SSO_SECRET gehören zusammen: bitte beide setzen.',
    );
  }
  const url = e.FORUM_URL.replace(/\/+$/, '');
  return {
    url,
    secret: e.FORUM_SSO_SECRET,
    cookieName: e.FORUM_COOKIE_NAME,
    cookieDomain: e.FORUM_COOKIE_DOMAIN?.replace(/^\./, '') ?? sharedCookieDomain(publicUrl, url),
  };
}

function smtpConfig(e: z.infer<typeof envSchema>): SmtpConfig | null {
  if (e.SMTP_URL) return { url: e.SMTP_URL };
  if (!e.SMTP_HOST) return null;
  return {
    host: e.SMTP_HOST,
    port: e.SMTP_PORT,
    secure: e.SMTP_SECURE ?? e.SMTP_PORT === 465,
    user: e.SMTP_USER,
    pass: e.SMTP_PASS,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (DATABASE_URL=) means unset, as in most shells' .env conventions.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Ungültige Konfiguration:\n${problems}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const indexer = indexerConfig(e);
  if ('error' in indexer) throw new ConfigError(`Ungültige Konfiguration:\n  ${indexer.error}`);
  const config: AppConfig = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    serverProcesses: e.SERVER_PROCESSES,
    siteName: e.SITE_NAME,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    demo: e.DEMO,
    maxNzbBytes: Math.round(e.MAX_NZB_MB * 1024 * 1024),
    ingestWorkers: e.INGEST_WORKERS ?? Math.min(4, availableParallelism()),
    watchDir: e.WATCH_DIR === undefined ? undefined : path.resolve(e.WATCH_DIR),
    watchIntervalSeconds: e.WATCH_INTERVAL,
    apiCacheMs: e.API_CACHE_MS,
    imageCacheBytes: e.IMAGE_CACHE_MB * 1024 * 1024,
    jwtSecret: e.JWT_SECRET,
    publicUrl,
    mail: {
      smtp: smtpConfig(e),
      from: e.SMTP_FROM ?? `${e.SITE_NAME} <no-reply@localhost>`,
    },
    security: {
      captchaTestMode: e.CAPTCHA_TEST_MODE,
      loginCaptchaAfter: 2,
      loginBlockAfter: 3,
      loginAddressBlockAfter: e.LOGIN_ADDRESS_BLOCK_AFTER,
      loginIdentifierBlockAfter: e.LOGIN_IDENTIFIER_BLOCK_AFTER,
      loginBlockSeconds: e.LOGIN_BLOCK_SECONDS,
      loginWindowSeconds: 15 * 60,
      registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
      resetRequestsPerHour: e.RESET_REQUESTS_PER_HOUR,
      resetMailsPerEmailPerHour: 3,
      captchasPer10Minutes: 120,
      captchaTtlSeconds: 10 * 60,
      resetTokenTtlSeconds: 60 * 60,
    },
    downloads: {
      dailyLimits: {
        USER: e.DOWNLOAD_LIMIT_USER || null,
        PREMIUM: e.DOWNLOAD_LIMIT_PREMIUM || null,
        VIP: e.DOWNLOAD_LIMIT_VIP || null,
        ADMIN: e.DOWNLOAD_LIMIT_ADMIN || null,
      },
      cartMaxItems: e.CART_MAX_ITEMS,
    },
    watchlistMaxItems: e.WATCHLIST_MAX_ITEMS,
    contact: { recipient: e.CONTACT_EMAIL, perHour: e.CONTACT_MESSAGES_PER_HOUR },
    requests: { openLimit: e.REQUESTS_OPEN_LIMIT },
    registrationOpen: e.REGISTRATION_OPEN,
    ntfy: { url: e.NTFY_URL.replace(/\/+$/, ''), token: e.NTFY_TOKEN },
    newznab: {
      enabled: e.NEWZNAB_API,
      dailyRequestLimits: {
        PREMIUM: e.API_REQUEST_LIMIT_PREMIUM || null,
        VIP: e.API_REQUEST_LIMIT_VIP || null,
        ADMIN: e.API_REQUEST_LIMIT_ADMIN || null,
      },
    },
    memberships: { trialDays: e.MEMBERSHIP_TRIAL_DAYS, reminderDays: e.MEMBERSHIP_REMINDER_DAYS },
    notificationRetentionDays: e.NOTIFICATION_RETENTION_DAYS,
    forum: forumConfig(e, publicUrl),
    tmdb: { apiKey: e.TMDB_API_KEY, baseUrl: e.TMDB_BASE_URL, imageBaseUrl: e.TMDB_IMAGE_BASE_URL },
    indexer,
  };
  assertSafeForEnvironment(config);
  if (config.serverProcesses > 1 && !config.databaseUrl)
    throw new ConfigError(SEVERAL_PROCESSES_NEED_POSTGRES);
  return config;
}

export type TestConfigOverrides = Partial<Omit<AppConfig, 'security'>> & {
  security?: Partial<SecurityConfig>;
};

/** A config for tests: in-memory defaults, overridable (security limits one by one). */
export function testConfig(overrides: TestConfigOverrides = {}): AppConfig {
  // No in-process caches in tests: every read sees the write before it.
  // Nothing a test does is published to the public ntfy.sh: port 9 refuses at once; ntfy tests bring a loopback server.
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    API_CACHE_MS: '0',
    NTFY_URL: 'http://127.0.0.1:9',
  });
  return { ...base, ...overrides, security: { ...base.security, ...overrides.security } };
}
