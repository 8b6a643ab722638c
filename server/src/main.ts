import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { limitHeapGrowth } from './common/heap-growth';
import { PROJECT_ROOT } from './common/project-root';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError } from './db/embedded-postgres';

const log = (line: string) => console.log(`[aurum] ${line}`);

/**
 * Loads only what this process needs: the first of several server processes (server-processes.ts) loads none of
 * the app, a server process the whole shop (serve.ts).
 */
async function main() {
  limitHeapGrowth();
  const envFile = path.join(PROJECT_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  if (config.serverProcesses > 1 && cluster.isPrimary) return (await import('./server-processes.js')).runServerProcesses(config, log);
  return (await import('./serve.js')).serve(config, log);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(`[aurum] ${error.message}`);
  } else {
    console.error('[aurum] Could not start:', error);
  }
  process.exit(1);
});
