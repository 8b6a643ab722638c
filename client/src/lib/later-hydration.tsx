import { lazy, useEffect, type ComponentType, type RefObject } from 'react';
import { HYDRATES_LATER_ATTRIBUTE } from '@aurum/rules/page-data/early-input';
import { SERVER_RENDERED_ATTRIBUTE } from '@aurum/rules/page-data/first-screen';
import { replayEarlyInput } from './early-input';

/**
 * Parts below the first screen that hydrate later than the page (issue 35: a smaller first hydration). The server
 * renders them in full; in the browser their code is fetched only when the part comes near the viewport or is
 * touched, focused or typed in, and React's selective hydration keeps the server's HTML until then. Until the part
 * has hydrated, the inline recorder keeps taps on its marked controls (server/src/http/tap-recorder.ts), and the part
 * replays them once it has (`useHydratedLater`).
 */

/** The props that mark a part as hydrating later: `name` is unique on the page. */
export const hydratesLater = (name: string) => ({ [HYDRATES_LATER_ATTRIBUTE]: name });

/** How far below (or above) the viewport a part starts loading: about a phone's screen of scrolling. */
export const NEAR_MARGIN = '800px 0px';

const WAKING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

const waitingParts = new Set<() => void>();
let watchingNavigation = false;

/**
 * Wakes every part still waiting at the page's first client-side navigation. A navigation re-renders the layout (and
 * changes the router's context), and React must hydrate a server-rendered part before it can update it: a part still
 * waiting to come near would hold the navigation's render (the URL changed, the old page stayed) and a page's new
 * instance of the part would wait for an element that is gone. react-router's BrowserRouter moves through
 * `history.pushState`/`replaceState` and `popstate`, so those are where a navigation is first seen.
 */
function wakeOnNavigation(wake: () => void): void {
  waitingParts.add(wake);
  if (watchingNavigation) return;
  watchingNavigation = true;
  const wakeAll = () => {
    for (const waiting of [...waitingParts]) waiting();
    waitingParts.clear();
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      wakeAll();
      return original.apply(this, args);
    };
  }
  window.addEventListener('popstate', wakeAll);
}

/**
 * Resolves once the server-rendered part `name` is near the viewport or is used; at once when the page has no such
 * part (rendered in the browser, or the part was not on it) or the browser cannot tell.
 */
export function whenNearOrUsed(name: string, doc: Document = document): Promise<void> {
  const part = doc.querySelector(`[${HYDRATES_LATER_ATTRIBUTE}="${name}"]`);
  if (!part || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: NEAR_MARGIN });
    function wake() {
      waitingParts.delete(wake);
      observer.disconnect();
      for (const type of WAKING_EVENTS) part!.removeEventListener(type, wake, true);
      resolve();
    }
    observer.observe(part);
    for (const type of WAKING_EVENTS) part.addEventListener(type, wake, true);
    wakeOnNavigation(wake);
  });
}

/** A component whose code loads when its server-rendered part (marked with `hydratesLater(name)`) is near or used. Render it inside a Suspense boundary. */
export function lazyWhenNear<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => (typeof document === 'undefined' ? load() : whenNearOrUsed(name).then(load)));
}

/**
 * In the part that hydrates later: once it has, its marker goes (the recorder lets its taps through) and what was
 * tapped in it meanwhile is replayed, once. Not while the page itself is still asleep: its own replay (PageHydrated) takes
 * everything then, when the page's controls can answer.
 */
export function useHydratedLater(part: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    part.current?.removeAttribute(HYDRATES_LATER_ATTRIBUTE);
    if (!document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) replayEarlyInput();
  }, [part]);
}
