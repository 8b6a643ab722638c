/**
 * The start of a server-rendered page (issue 17; server/src/http/page-html.ts). Its first screen is already
 * in the HTML, so the app's modules are fetched once the browser has painted it, not before: the HTML, the
 * CSS and the largest image get the phone's bandwidth first. The modules to load are listed in
 * <meta name="aurum-module"> elements, the app's entry first; the others (the page's chunks) are preloaded
 * alongside it so they do not wait for the entry to ask for them. The CSP allows no inline script: this is
 * its own small module.
 */
const modules = [...document.querySelectorAll<HTMLMetaElement>('meta[name="aurum-module"]')].map((meta) => meta.content);

/** Preload links added per task: each costs the browser a resource request (~1 ms here, 4× that on a phone). */
const PRELOADS_PER_TASK = 4;

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

function start() {
  const [entry, ...chunks] = modules;
  if (entry) void import(/* @vite-ignore */ entry);
  preload(chunks);
}

// A frame callback runs just before the next paint; the timeout after it, once that paint is done.
requestAnimationFrame(() => setTimeout(start, 0));
