import { imageSettled, LARGEST_IMAGE_SELECTOR } from './lib/largest-image';

/**
 * The start of a server-rendered page (issue 17; server/src/http/page-html.ts). Its first screen is already
 * in the HTML, so the app's modules are fetched once the browser has painted it, not before: the HTML, the
 * CSS and the largest image get the phone's bandwidth first (the modules also wait for the largest image to
 * arrive, a second at most: lib/largest-image.ts). The modules to load are listed in <meta name="aurum-module">
 * elements: the app's entry first, then its chunks and the page's, each after the chunks it imports. The CSP
 * allows no inline script: this is its own small module.
 */
const modules = [...document.querySelectorAll<HTMLMetaElement>('meta[name="aurum-module"]')].map((meta) => meta.content);

/** Preload links added per task: each costs the browser a resource request (~1 ms here, 4× that on a phone). */
const PRELOADS_PER_TASK = 4;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function preload(hrefs: string[]) {
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > PRELOADS_PER_TASK) setTimeout(preload, 0, hrefs.slice(PRELOADS_PER_TASK));
}

/**
 * Importing the entry would evaluate every module it needs in one task, ~0.2 s on a phone in which the page
 * cannot answer a tap. Its chunks are evaluated one a task first (dependencies first, as listed), so each is a
 * short task; a chunk that fails to load is left to the entry's own import, which reports it as before.
 */
async function start() {
  const [entry, ...chunks] = modules;
  preload(chunks);
  for (const chunk of chunks) {
    await import(/* @vite-ignore */ chunk).catch(() => undefined);
    await nextTask();
  }
  if (entry) await import(/* @vite-ignore */ entry);
}

// A frame callback runs just before the next paint; the timeout after it, once that paint is done. Then the
// largest image, if it is still loading, gets the bandwidth to itself (issue 35: the product page's LCP).
requestAnimationFrame(() =>
  setTimeout(() => void imageSettled(document.querySelector<HTMLImageElement>(LARGEST_IMAGE_SELECTOR)).then(start), 0),
);
