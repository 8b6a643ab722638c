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
};

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
  };
}
