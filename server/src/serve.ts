import 'reflect-metadata';
import http, { type Server } from 'node:http';
import { createApp } from './app';
import type { AppConfig } from './config';
import { ConfigError } from './config';
import { openDatabase } from './db/database';
import { isServerProcessOfMany } from './server-processes';

function listen(app: http.RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** The shop in this process: the database opened (migrated and seeded unless a preparer did it), the app listening. */
export async function serve(config: AppConfig, log: (line: string) => void): Promise<void> {
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
