import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_SITE_NAME } from '@nzbkino/shared';

const here = path.dirname(fileURLToPath(import.meta.url));
// src/ and dist/ both sit directly in apps/server, so the web build is two levels up.
const defaultWebDist = path.resolve(here, '../../web/dist');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads; the README documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL muss mit postgres:// beginnen')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SITE_NAME: z.string().min(1).max(60).default(DEFAULT_SITE_NAME),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(defaultWebDist),
  TRUST_PROXY: booleanFlag.default(false),
  DEMO: booleanFlag.default(false),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET braucht mindestens 32 Zeichen').optional(),
  TMDB_API_KEY: z.string().min(1).optional(),
  TMDB_BASE_URL: z.string().url().optional(),
  TMDB_IMAGE_BASE_URL: z.string().url().optional(),
  MAX_NZB_MB: z.coerce.number().min(1).max(1024).default(32),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  siteName: string;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  demo: boolean;
  maxNzbBytes: number;
  jwtSecret: string | undefined;
  tmdb: { apiKey: string | undefined; baseUrl: string | undefined; imageBaseUrl: string | undefined };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (DATABASE_URL=) means unset, as in most shells' .env conventions.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Ungültige Konfiguration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    siteName: e.SITE_NAME,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    demo: e.DEMO,
    maxNzbBytes: Math.round(e.MAX_NZB_MB * 1024 * 1024),
    jwtSecret: e.JWT_SECRET,
    tmdb: { apiKey: e.TMDB_API_KEY, baseUrl: e.TMDB_BASE_URL, imageBaseUrl: e.TMDB_IMAGE_BASE_URL },
  };
}

/** A config for tests: in-memory defaults, overridable. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
