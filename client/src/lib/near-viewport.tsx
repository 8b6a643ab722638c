import { use, type ReactNode } from 'react';
import { apolloRequested } from './apollo-boundary';

/** How far ahead of the viewport a deferred part starts loading: one screen, so it is ready when scrolled to. */
const AHEAD = '100% 0px';

const gates = new Map<string, Promise<void>>();

/**
 * Settles once the element with this id comes within a screen of the viewport, or once the Apollo client is
 * requested by anything else (a client-side navigation, a signed-in visitor's menu): then there is no download
 * left to save. One promise per id, so that React's `use` sees the same one on every render.
 */
export function nearViewport(id: string): Promise<void> {
  let gate = gates.get(id);
  if (!gate) {
    gate = new Promise<void>((resolve) => {
      let observer: IntersectionObserver | null = null;
      let open = false;
      const openGate = () => {
        open = true;
        observer?.disconnect();
        resolve();
      };
      void apolloRequested.then(openGate);
      // On a client-side render the element is committed after this render: look again each frame until it is.
      const watch = () => {
        if (open) return;
        const element = document.getElementById(id);
        if (!element) return void requestAnimationFrame(watch);
        observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && openGate(), { rootMargin: AHEAD });
        observer.observe(element);
      };
      watch();
    });
    gates.set(id, gate);
  }
  return gate;
}

/**
 * Renders `children` once the element `id` (outside this component, e.g. its section) is near the viewport
 * (issue 17). Put it inside a Suspense boundary: a client-side render shows that boundary's fallback meanwhile;
 * while hydrating, React keeps the server's HTML for the boundary and hydrates it when the gate opens, so a part
 * below the fold (and the Apollo client it needs) loads as the visitor scrolls towards it, not with the page.
 */
export function WhenNearViewport({ id, children }: { id: string; children: ReactNode }) {
  if (typeof window !== 'undefined') use(nearViewport(id));
  return children;
}
