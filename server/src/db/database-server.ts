import path from 'node:path';
import type { AppConfig } from '../config';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * DATABASE_URL's server, or the embedded PostgreSQL started (its data under DATA_DIR); `stop` stops an embedded
 * one. Light on purpose: the first of several server processes uses it and nothing else of the database code.
 */
export async function databaseServer(config: AppConfig, log: (line: string) => void): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'postgres'),
    port: config.embeddedPostgresPort,
    database: 'aurum',
    log,
  });
  log(`Embedded PostgreSQL running on 127.0.0.1:${config.embeddedPostgresPort} (data in ${config.dataDir})`);
  return { url: embedded.url, stop: embedded.stop };
}
