import { SERVER_RENDERED_ATTRIBUTE } from '@aurum/rules/page-data/first-screen';
import { useEffect, useSyncExternalStore } from 'react';
import { replayEarlyInput } from './early-input';

/**
 * Server-rendered pages (issue 17). The server renders the first screen of some pages as an anonymous
 * visitor with an empty browser: no cart, no wishlist, no cookie choice. While React hydrates that HTML,
 * anything this browser stores must render as the server rendered it, or the two disagree; right after,
 * the component renders again with the stored value. useSyncExternalStore gives exactly that: its server
 * snapshot is used on the server and during hydration (per component, also for a part hydrated later),
 * its client snapshot in every other render.
 */
const subscribe = () => () => undefined;

/**
 * `stored` (a value kept in this browser) once hydrated; until then `asServerRendered`, what the server saw.
 * A component re-renders after hydration only when the two differ (Object.is): a visitor with an empty
 * cart or wishlist costs nothing, as long as empty values are the same instance (NOTHING_STORED) or primitives.
 */
export function useStoredValue<T>(stored: T, asServerRendered: T): T {
  return useSyncExternalStore(
    subscribe,
    () => stored,
    () => asServerRendered,
  );
}

/** An empty stored list, one instance for the whole app: the initial value of the stored lists. */
export const NOTHING_STORED = Object.freeze([]) as never[];

/**
 * Marks a control that works as plain HTML before the page's scripts take it over (a GET form's named field and its
 * submit button): the global styles leave it live while the page's other controls wait.
 */
export const WORKS_BEFORE_HYDRATION = 'data-works-unhydrated';

/**
 * Marks what only the plain-HTML page needs (a filter form's "Apply filters" button): shown, and live, while #root
 * carries the server-rendered attribute; gone once the app applies the controls itself. Keep such an element out of
 * the flow or at the end of its column, so its going moves nothing (CLS 0).
 */
export const BEFORE_HYDRATION_ONLY = 'data-before-hydration-only';

/** The props of such an element: live before hydration, gone after. */
export const beforeHydrationOnly = { [WORKS_BEFORE_HYDRATION]: '', [BEFORE_HYDRATION_ONLY]: '' } as const;

/**
 * The page's own content has hydrated: its controls take taps from now on (the global styles hold them back
 * while #root carries the attribute), what was tapped or pressed before is replayed (lib/early-input.ts), and
 * the browser tests may start (tests/e2e/fixtures.ts waits for it).
 */
function serverHtmlTakenOver(): void {
  document.getElementById('root')?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  replayEarlyInput();
}

/**
 * Rendered last inside the part of a page that hydrates last (a route's page, the home page's featured
 * grid): its effect runs once that part, and so the page, has hydrated. Not in the header: a signed-in
 * visitor's menu hydrates before the page and must not let taps through to a page still asleep.
 */
export function PageHydrated(): null {
  useEffect(serverHtmlTakenOver, []);
  return null;
}

/**
 * True when the shopper changed a field of this form in the server-rendered HTML before hydration: hydration keeps
 * what the browser shows (a box ticked, an option chosen, a slider moved) while the default state of every field is
 * still what the server rendered. Read it once, as the form's owner takes the page over, and act on the form's values
 * (a box ticked early is applied, never silently unticked at the next render).
 */
export function changedBeforeHydration(form: HTMLFormElement): boolean {
  return [...form.elements].some((field) => {
    if (field instanceof HTMLInputElement) {
      if (field.type === 'hidden') return false;
      return field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    }
    if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}
