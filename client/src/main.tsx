import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Self-hosted fonts (no external requests); only the faces the design uses.
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/500-italic.css';
import '@fontsource-variable/inter/wght.css';
import './components/ui/font-fallbacks.css';
import { App } from './app/app';
import { keepRenderedOnceNear } from './components/ui/offscreen';
import { SERVER_RENDERED_ATTRIBUTE } from '@aurum/rules/page-data/first-screen';
import { readPageData } from './lib/page-data-cache';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

keepRenderedOnceNear();
readPageData();

// The first render (or the hydration of the server's HTML) is a transition, so React works in slices of a few
// milliseconds and yields to the browser in between, instead of one long task that blocks input (issue 17).
// It starts in a task of its own: evaluating the app's modules is one task, setting up React the next.
setTimeout(() =>
  startTransition(() => {
    if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);

// Web vitals load after the page has loaded, so measuring costs the first paint nothing.
const loadWebVitals = () => void import('./lib/web-vitals').then(({ startWebVitals }) => startWebVitals());
if (document.readyState === 'complete') loadWebVitals();
else window.addEventListener('load', loadWebVitals, { once: true });
