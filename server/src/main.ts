import 'reflect-metadata';
import http, { type Server } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { PROJECT_ROOT } from './common/project-root';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError } from './db/embedded-postgres';
import { limitHeapGrowth } from './common/heap-growth';
import { openDatabase } from './db/database';
import { isServerProcessOfMany, runServerProcesses } from './server-processes';

const log = (line: string) => console.log(`[aurum] ${line}`);

function listen(app: http.RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

async function main() {
  limitHeapGrowth();
  const envFile = path.join(PROJECT_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  if (config.serverProcesses > 1 && !isServerProcessOfMany()) return runServerProcesses(config, log);
  const database = await openDatabase(config, log);
  const { listener, upgrade, stop } = await createApp(config, database.orm);
  let server: Server;
  try {
    server = await listen(listener, config.port, config.host);
    server.on('upgrade', upgrade);
  } catch (error) {
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(`Port ${config.port} is already in use. Stop the other program or start with PORT=<free port>.`);
    }
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // One of several: the first process says when they are all ready.
  if (!isServerProcessOfMany()) log(`Aurum is ready: http://localhost:${port}  (GraphQL and its explorer, GraphiQL: http://localhost:${port}/graphql)`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down…`);
    server.close();
    server.closeAllConnections();
    await stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(`[aurum] ${error.message}`);
  } else {
    console.error('[aurum] Could not start:', error);
  }
  process.exit(1);
});
