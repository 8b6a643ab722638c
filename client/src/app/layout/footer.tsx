import { Suspense } from 'react';
import { lazyWhenNear } from '../../lib/later-hydration';

/**
 * The site footer (links, trust badges, the newsletter form): below the first screen of nearly every page, so its code
 * loads and it hydrates when it comes near or is used, not with the first screen (issue 35). The server renders it in
 * full; until then its links work as HTML and a tap on Subscribe is kept and replayed (footer-content.tsx).
 */
// The part's name is footer-content.tsx's FOOTER_PART (not imported: that would bring its code into the first load).
const FooterContent = lazyWhenNear('footer', () => import('./footer-content'));

export function Footer() {
  return (
    <Suspense fallback={null}>
      <FooterContent />
    </Suspense>
  );
}
