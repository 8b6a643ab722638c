// Fails when the home page's initial JavaScript (every script index.html loads
// or preloads) exceeds its budget of 150 KB gzipped. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const dist = path.resolve(import.meta.dirname, '..', 'client', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))];
const total = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
if (total > BUDGET_BYTES) {
  console.error(`Home page initial JavaScript is ${kb(total)} gzipped, over the ${kb(BUDGET_BYTES)} budget (${scripts.length} files).`);
  process.exit(1);
}
console.log(`Home page initial JavaScript: ${kb(total)} gzipped of a ${kb(BUDGET_BYTES)} budget (${scripts.length} files).`);
