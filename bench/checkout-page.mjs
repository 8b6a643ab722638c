// Lighthouse (mobile preset, simulated throttling, as ../shared/tools/pagecheck runs it) on /checkout with a
// cart, which pagecheck cannot fill: the cart is the browser's (localStorage `aurum_cart`, storefront.md §3), so
// this puts one in stock product in it first and keeps it through each run (`disableStorageReset`, with the
// HTTP cache cleared before each run).
//
//   node bench/checkout-page.mjs http://127.0.0.1:4221 [--runs 3]
//
// Uses pagecheck's own Lighthouse, Chrome launcher and puppeteer: PAGECHECK_DIR (default
// ../shared/tools/pagecheck, after `npm ci` there) and CHROME_PATH (default /usr/bin/chromium).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const base = process.argv[2];
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
if (!base || !(runs > 0)) {
  console.error('usage: node bench/checkout-page.mjs <base url> [--runs n]');
  process.exit(2);
}
const pagecheck = path.resolve(process.env.PAGECHECK_DIR ?? path.join(import.meta.dirname, '..', '..', 'shared', 'tools', 'pagecheck'));
const load = (name, file) => import(pathToFileURL(path.join(pagecheck, 'node_modules', name, file)).href);
const { default: lighthouse } = await load('lighthouse', 'core/index.js');
const chromeLauncher = await load('chrome-launcher', 'dist/index.js');
const { default: puppeteer } = await load('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js');

/** One in-stock watch as the shop's cart stores a line (price in pence). */
async function cartLine() {
  const query = '{ products(filter: { category: WATCHES, inStock: true }, page: { offset: 0, limit: 1 }) { items { id name brand imageUrl price { amount } salePrice { amount } } } }';
  const response = await fetch(new URL('/graphql', base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const [product] = (await response.json()).data.products.items;
  const price = product.salePrice?.amount ?? product.price.amount;
  return { id: product.id, name: product.name, brand: product.brand, price, imageUrl: product.imageUrl, quantity: 1 };
}

const median = (values) => {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  logLevel: 'silent',
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const line = await cartLine();
  const results = [];
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    await page.goto(new URL('/about', base).href);
    await page.evaluate((value) => localStorage.setItem('aurum_cart', value), JSON.stringify([line]));
    // Storage is kept, but not the HTTP cache: every run loads the page's scripts as a first visit does.
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await page.close();
    const { lhr } = await lighthouse(new URL('/checkout', base).href, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
    results.push({
      perf: lhr.categories.performance.score * 100,
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      jsKb: scripts ? scripts.transferSize / 1024 : null,
      a11y: lhr.categories.accessibility.score * 100,
      finalUrl: lhr.finalDisplayedUrl,
    });
  }
  await browser.disconnect();
  const row = Object.fromEntries(['perf', 'lcp', 'cls', 'tbt', 'jsKb', 'a11y'].map((key) => [key, median(results.map((result) => result[key]))]));
  console.log(`/checkout with one watch in the cart (${line.name}), Lighthouse mobile, median of ${runs}:`);
  console.log(`perf ${row.perf}  LCP ${Math.round(row.lcp)} ms  CLS ${row.cls.toFixed(3)}  TBT ${Math.round(row.tbt)} ms  JS ${row.jsKb.toFixed(1)} KB  a11y ${row.a11y}`);
  for (const result of results) if (!result.finalUrl.endsWith('/checkout')) console.log(`! a run ended on ${result.finalUrl}, not /checkout`);
} finally {
  await chrome.kill();
}
