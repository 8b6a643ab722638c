// `npm run dev`: the API server under tsx watch (restarts on change) and the
// Vite dev server with hot module reload, which proxies /graphql, /api and
// /images to the API server. Open the Vite URL it prints.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '4000';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const processes = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, NODE_ENV: 'development' },
  }),
  spawn(bin('vite'), ['--host', 'localhost'], { cwd: path.join(root, 'client'), stdio: 'inherit', env: { ...process.env, PORT: port } }),
];

const stopAll = (signal) => processes.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of processes) child.on('exit', (code) => { stopAll('SIGTERM'); process.exitCode = code ?? 0; });
