import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from './common/project-root';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(PROJECT_ROOT, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SEED_DEMO_CATALOGUE: booleanFlag.default(true),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_SQL: booleanFlag.default(false),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  CATALOGUE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(1000),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_URL: z.string().url().optional(),
  CHECKOUT_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  COMING_SOON: booleanFlag.default(false),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  COOKIE_SECURE: booleanFlag.optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  embeddedPostgresPort: number;
  seedDemoCatalogue: boolean;
  dbPoolMax: number;
  logSql: boolean;
  catalogueCacheSeconds: number;
  catalogueCacheEntries: number;
  clientDistDir: string;
  imageCacheDir: string;
  /** Real Stripe when both keys are set; otherwise the simulated gateway. */
  stripe: StripeSettings | null;
  checkoutReservationMinutes: number;
  /** Pre-launch: visitors see the coming-soon page; only /admin/login and admins get through. */
  comingSoon: boolean;
  /** Origin of links in emails; defaults to http://localhost:PORT. */
  publicUrl?: string;
  /** Key for hashing session tokens, links and codes; without it one is generated and kept in the database. */
  authSecret?: string;
  /** Secure cookies; defaults to on in production. */
  cookieSecure?: boolean;
};

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Another API address (a local stub in tests); Stripe's own by default. */
  apiUrl?: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once at boot; a bad value stops the start with a clear line. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings in the environment — ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    embeddedPostgresPort: values.EMBEDDED_PG_PORT,
    seedDemoCatalogue: values.SEED_DEMO_CATALOGUE,
    dbPoolMax: values.DB_POOL_MAX,
    logSql: values.LOG_SQL,
    catalogueCacheSeconds: values.CATALOGUE_CACHE_SECONDS,
    catalogueCacheEntries: values.CATALOGUE_CACHE_ENTRIES,
    clientDistDir: path.join(PROJECT_ROOT, 'client', 'dist'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            publishableKey: values.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiUrl: values.STRIPE_API_URL,
          }
        : null,
    checkoutReservationMinutes: values.CHECKOUT_RESERVATION_MINUTES,
    comingSoon: values.COMING_SOON,
    publicUrl: values.PUBLIC_URL,
    authSecret: values.AUTH_SECRET,
    cookieSecure: values.COOKIE_SECURE,
  };
}
