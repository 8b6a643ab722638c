import { chromium } from '@playwright/test';
import zlib from 'node:zlib';
const url = process.argv[2] ?? 'http://127.0.0.1:4221/';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
const rows = [];
p.on('response', async (r) => {
  if (r.request().resourceType() !== 'script') return;
  try { const body = await r.body(); rows.push([r.url().split('/').pop(), zlib.gzipSync(body, { level: 9 }).length, body.length]); } catch {}
});
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(1500);
rows.sort((a, b) => b[1] - a[1]);
let t = 0; for (const [n, g, raw] of rows) { t += g; console.log((g / 1024).toFixed(1).padStart(7), (raw / 1024).toFixed(1).padStart(7), n); }
console.log('total gzip KB', (t / 1024).toFixed(1), 'scripts', rows.length);
await b.close();
