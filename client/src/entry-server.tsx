/**
 * The server's render of a page's first screen (issue 17), built by `vite build --ssr` into client/dist-ssr
 * and called by server/src/http/page-html.ts for the pages whose data comes with the page: the same
 * components as in the browser, at the same URL, from the same answers the server inlines (each first-screen
 * query's own answer, the rest from the normalised cache), as an anonymous visitor with nothing stored. The browser hydrates it (main.tsx).
 */
import { StrictMode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { AppFrame } from './app/app';
import { AppRoutes } from './app/routes';
import { createApolloCache } from '@aurum/rules/page-data/apollo-cache';
import { ServerApolloClient } from './lib/apollo-root';
import type { PageDataBlock } from '@aurum/rules/page-data/first-screen';
import { PageAnswers, pageDataKey } from './lib/page-data-cache';
import { SiteOrigin } from './lib/site-origin';

/** What a Suspense boundary renders in a string render when its content is not ready (it is rendered in the browser). */
const NOT_READY = '<!--$!-->';

/** Past this, the page is sent without its first screen rendered (the browser renders it). */
const RENDER_TIMEOUT_MS = 2_000;

/**
 * Emotion's browser cache moves every server style element it finds into <head> (re-applying ~40 KB of CSS)
 * unless it carries `data-s`, its mark for "already placed". Ours are written in <head>, in order.
 */
const markAsPlaced = (styles: string) => styles.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');

/** What the server render gives page-html.ts: the HTML of #root and the style elements for <head>. */
export interface RenderedPage {
  html: string;
  styles: string;
}

/**
 * The HTML of #root for `url` (path and query) on `origin` (scheme, host, port), or null when the render failed or took too long: the page
 * is then sent empty and rendered in the browser, as before. Only the answers in `block` are used: a query
 * not answered there renders its loading state, exactly as the browser's first render of that page will.
 */
export async function renderPage(
  origin: string,
  url: string,
  block: PageDataBlock,
  onError: (error: unknown) => void,
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<RenderedPage | null> {
  // The page's CSS goes to <head> in one element, not before each element that uses it: the browser then
  // parses and applies it once. The browser's emotion (same key) finds it there and inserts none of it again.
  const newStyleCache = () => {
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    return cache;
  };
  let styleCache = newStyleCache();
  const client = new ApolloClient({ cache: createApolloCache().restore(block.cache), link: ApolloLink.empty(), ssrMode: true });
  const answers = new Map(block.operations.map(({ name, variables, data }) => [pageDataKey(name, variables), data]));
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`Server render of ${url} took over ${timeoutMs} ms`)), timeoutMs);
  let failed = false;
  const page = (styles: EmotionCache) => (
    <StrictMode>
      <CacheProvider value={styles}>
        <SiteOrigin.Provider value={origin}>
          <ServerApolloClient.Provider value={client}>
            <PageAnswers.Provider value={answers}>
              <AppFrame>
                <StaticRouter location={url}>
                  <AppRoutes />
                </StaticRouter>
              </AppFrame>
            </PageAnswers.Provider>
          </ServerApolloClient.Provider>
        </SiteOrigin.Provider>
      </CacheProvider>
    </StrictMode>
  );
  try {
    // Warm (every lazy page module has loaded once in this process): one synchronous pass to a string, a fifth
    // less CPU than the streaming render, which encodes every chunk to bytes (/watches: 13–15 ms, was 16–18).
    // A boundary still waiting for its module renders its fallback (`<!--$!-->`): then the streaming render,
    // which waits for it, is used.
    let html = renderToString(page(styleCache));
    if (html.includes(NOT_READY)) {
      // Afresh, so that the page's styles are collected in the order of this render alone.
      styleCache = newStyleCache();
      const { prelude } = await prerenderToNodeStream(page(styleCache), {
        signal: abort.signal,
        // Every part in place, in order: no part sent later with an inline script to move it (the CSP allows none).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          failed = true;
          onError(error);
        },
      });
      html = '';
      for await (const chunk of prelude) html += String(chunk);
    }
    // A part that failed or timed out would be rendered again in the browser, with an error in its console.
    if (failed || abort.signal.aborted) return null;
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(styleCache);
    return { html, styles: markAsPlaced(constructStyleTagsFromChunks(extractCriticalToChunks(html))) };
  } catch (error) {
    onError(error);
    return null;
  } finally {
    clearTimeout(timer);
    client.stop();
  }
}
