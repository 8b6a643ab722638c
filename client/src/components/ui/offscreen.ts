import { css } from '@emotion/react';
import { mq } from './theme';

/**
 * A part of a page below the first screen that is neither laid out nor painted until it first comes near the
 * viewport (issue 17). The page's first layouts skip it: the first one and the one after the web fonts arrive,
 * which on the product page laid out all 709 boxes again. Until first rendered it takes the given height
 * (phone, then from the md and lg breakpoints; its usual height there), then its real one, so scrolling to
 * it moves nothing on screen. Once rendered it stays rendered (`keepRenderedOnceNear`). Paint containment
 * comes with it: keep focus rings inside its padding box.
 */
export const renderedWhenNear = (phone: string, tablet: string, desktop: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${phone};
  ${mq.md} {
    contain-intrinsic-size: auto ${tablet};
  }
  ${mq.lg} {
    contain-intrinsic-size: auto ${desktop};
  }
`;

/**
 * Content-visibility `auto` skips a part again whenever it leaves the viewport, so a page scrolled back up
 * has blanks below (a full-page screenshot showed them, a print would). Once a part has been rendered it
 * is worth keeping: from its first rendering on it is `visible`. The event does not bubble; one capturing
 * listener on the document hears it for every element.
 */
export function keepRenderedOnceNear(target: Pick<Document, 'addEventListener'> = document): void {
  target.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      const { skipped, target: element } = event as ContentVisibilityAutoStateChangeEvent & { target: HTMLElement | null };
      if (!skipped && element?.style) element.style.contentVisibility = 'visible';
    },
    true,
  );
}
