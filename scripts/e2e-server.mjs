// Starts the built app for the Playwright run on a throwaway data folder, so
// end-to-end tests never touch a developer's own shop data.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// One folder per port: several runs on different ports must not wipe each other's database.
const dataDir = path.join(root, '.tmp', `e2e-data-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, [path.join(root, 'server/dist/server/src/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Every browser test comes from this machine: per-address limits would add up across the whole run.
    RATE_LIMIT_EXEMPT_ADDRESSES: 'loopback',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54359',
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
