import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from './common/project-root';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(PROJECT_ROOT, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SEED_DEMO_CATALOGUE: booleanFlag.default(true),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_SQL: booleanFlag.default(false),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  CATALOGUE_ENGINE: booleanFlag.optional(),
  CATALOGUE_ENGINE_COUNTERS_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  CATALOGUE_ENGINE_CATCH_UP_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  LISTING_FAST_PATH: z.enum(['on', 'off']).default('on'),
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
  RATE_LIMIT_EXEMPT_ADDRESSES: z.string().optional(),
  TRUST_PROXY: z.string().default('none').refine(validProxyList, "TRUST_PROXY must list proxy addresses or subnets (e.g. 10.0.0.5, 10.0.0.0/8), 'loopback', 'linklocal', 'uniquelocal', or be 'none'"),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//i.test(value), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Aurum <no-reply@aurum.example>'),
  MARKETPLACE_STAFF_EMAIL: z.string().email().default('marketplace@aurum.example'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  PARTNER_USAGE_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  MESSAGE_RELAY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots or hyphens)').optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('eu-west-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  TEST_CRASH_POINT: z.enum(['after-gateway-confirm']).optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** How many server processes share the port (node:cluster): one per core up to four in production, else one. */
  serverProcesses: number;
  databaseUrl?: string;
  dataDir: string;
  embeddedPostgresPort: number;
  seedDemoCatalogue: boolean;
  dbPoolMax: number;
  logSql: boolean;
  catalogueCacheSeconds: number;
  catalogueCacheEntries: number;
  /** The in-memory catalogue engine; on by default except in tests (which choose). */
  catalogueEngine: boolean;
  /** How often the engine re-reads popularity counters, which change without a catalogue version (0: never). */
  catalogueEngineCountersSeconds: number;
  /** How long a request waits for a change it sees in the database to reach the in-memory index before it reads SQL. */
  catalogueEngineCatchUpMs: number;
  /** The web app's anonymous persisted listing answered in front of express and Apollo (graphql/fast-listing); LISTING_FAST_PATH=off for A/B runs. */
  listingFastPath: boolean;
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
  /** The proxies whose X-Forwarded-For is believed (express `trust proxy`); empty: none, the socket's address counts. */
  trustProxy: string[];
  /** Addresses the per-address rate limits skip: loopback outside production, none in production unless set. */
  rateLimitExemptAddresses: ReadonlySet<string>;
  /** Email and SMS providers; a channel without one keeps its messages in the outbox. */
  messaging: MessagingSettings;
  /** How often a process writes the partner usage it has added up (0: every call at once, the default in tests). */
  partnerUsageFlushMs: number;
  /** The marketplace team's address: told of each new dispute. */
  marketplaceStaffEmail: string;
  /** Where uploaded files live: S3-compatible object storage when S3_BUCKET is set, else PostgreSQL (shared by every replica either way). */
  fileStorage: FileStorageSettings;
  /**
   * How often the checkout sweep and the payment reconciliation (shop and marketplace) run: a payment stranded by a
   * crash is applied within this plus the job runner's 5 s poll. 30 s keeps it within a minute; tests shorten it.
   */
  paymentReconcileSeconds: number;
  /** Crash tests only (refused in production): the process SIGKILLs itself at this point. */
  testCrashPoint?: TestCrashPoint;
};

export type FileStorageSettings =
  | { kind: 'postgres' }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean; credentials?: { accessKeyId: string; secretAccessKey: string } };

/** Where a crash test stops the process: right after the simulated gateway took a payment, before the shop applied it. */
export type TestCrashPoint = 'after-gateway-confirm';

export interface MessagingSettings {
  /** SMTP_URL and MAIL_FROM. */
  smtp: { url: string; from: string } | null;
  /** Twilio, when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM are all set. */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | null;
  /** How often each process's relay looks for messages to send. */
  relayPollMs: number;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Another API address (a local stub in tests); Stripe's own by default. */
  apiUrl?: string;
}

export class ConfigError extends Error {}

/**
 * Each server process holds its own catalogue index (~100 MiB per 100,000 products) and database pool, so the
 * default stops at four; WEB_CONCURRENCY sets any number up to 16 (the embedded database allows 200 connections).
 */
const MAX_DEFAULT_SERVER_PROCESSES = 4;

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
  if (values.TEST_CRASH_POINT && values.NODE_ENV === 'production') {
    throw new ConfigError('Invalid settings in the environment — TEST_CRASH_POINT is for crash tests and cannot be set in production');
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    // Safe by default (issue 31): this machine only, unless HOST says otherwise; production listens where it is told (all interfaces by default).
    host: values.HOST ?? (values.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    serverProcesses: values.WEB_CONCURRENCY ?? (values.NODE_ENV === 'production' ? Math.min(os.availableParallelism(), MAX_DEFAULT_SERVER_PROCESSES) : 1),
    databaseUrl: values.DATABASE_URL,
    dataDir,
    embeddedPostgresPort: values.EMBEDDED_PG_PORT,
    seedDemoCatalogue: values.SEED_DEMO_CATALOGUE,
    dbPoolMax: values.DB_POOL_MAX,
    logSql: values.LOG_SQL,
    catalogueCacheSeconds: values.CATALOGUE_CACHE_SECONDS,
    catalogueCacheEntries: values.CATALOGUE_CACHE_ENTRIES,
    catalogueEngine: values.CATALOGUE_ENGINE ?? values.NODE_ENV !== 'test',
    catalogueEngineCountersSeconds: values.CATALOGUE_ENGINE_COUNTERS_SECONDS,
    catalogueEngineCatchUpMs: values.CATALOGUE_ENGINE_CATCH_UP_MS,
    listingFastPath: values.LISTING_FAST_PATH === 'on',
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
    trustProxy: proxyList(values.TRUST_PROXY),
    rateLimitExemptAddresses: exemptAddresses(values.RATE_LIMIT_EXEMPT_ADDRESSES, values.NODE_ENV),
    messaging: messagingSettings(values),
    partnerUsageFlushMs: values.PARTNER_USAGE_FLUSH_MS ?? (values.NODE_ENV === 'test' ? 0 : 1000),
    marketplaceStaffEmail: values.MARKETPLACE_STAFF_EMAIL,
    fileStorage: fileStorageSettings(values),
    paymentReconcileSeconds: values.PAYMENT_RECONCILE_SECONDS,
    testCrashPoint: values.TEST_CRASH_POINT,
  };
}

/** S3's keys go together: one without the other stops the start rather than falling back to the SDK's own search for credentials unnoticed. */
function fileStorageSettings(values: z.infer<typeof environmentSchema>): FileStorageSettings {
  if (!values.S3_BUCKET) return { kind: 'postgres' };
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid settings in the environment — S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT,
    // Local S3 servers (MinIO, s3rver) answer on one host name: path-style addresses by default when an endpoint is given.
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? Boolean(values.S3_ENDPOINT),
    credentials: values.S3_ACCESS_KEY_ID ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY! } : undefined,
  };
}

/** Twilio's three settings go together: a half-configured provider stops the start rather than dropping SMS. */
function messagingSettings(values: z.infer<typeof environmentSchema>): MessagingSettings {
  const twilio = { TWILIO_ACCOUNT_SID: values.TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: values.TWILIO_AUTH_TOKEN, SMS_FROM: values.SMS_FROM };
  const missing = Object.entries(twilio).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0 && missing.length < 3) {
    throw new ConfigError(`Invalid settings in the environment — SMS by Twilio needs ${missing.join(' and ')} too`);
  }
  return {
    smtp: values.SMTP_URL ? { url: values.SMTP_URL, from: values.MAIL_FROM } : null,
    twilio:
      missing.length === 0
        ? { accountSid: twilio.TWILIO_ACCOUNT_SID!, authToken: twilio.TWILIO_AUTH_TOKEN!, from: twilio.SMS_FROM!, apiUrl: values.TWILIO_API_URL }
        : null,
    relayPollMs: values.MESSAGE_RELAY_POLL_MS,
  };
}

const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** A comma-separated list ('loopback' for the three loopback forms, 'none' for nothing); by default loopback except in production. */
function exemptAddresses(setting: string | undefined, env: AppConfig['env']): ReadonlySet<string> {
  const entries = (setting ?? (env === 'production' ? 'none' : 'loopback')).split(',').map((entry) => entry.trim()).filter(Boolean);
  return new Set(entries.flatMap((entry) => (entry === 'loopback' ? LOOPBACK_ADDRESSES : entry === 'none' ? [] : [entry])));
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const proxyList = (setting: string) => (setting.trim() === 'none' ? [] : setting.split(',').map((entry) => entry.trim()).filter(Boolean));

/** Addresses, subnets (address/bits) or express's names; nothing that trusts every hop ('true', a hop count). */
function validProxyList(setting: string): boolean {
  return proxyList(setting).every((entry) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address);
    if (!family || extra !== undefined) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
}

/** The origin of links in emails (PUBLIC_URL, or this server on localhost), without a trailing slash. */
export function shopOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}
