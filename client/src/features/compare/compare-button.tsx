import { lazy, Suspense, useEffect, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { CompareIcon, FLOATING_CONTROL, inFloatingStrip } from '../../components/ui';
import { useCompare } from '../../lib/shop-lists';

// The overlay loads on first open, keeping it out of every page's entry chunk.
const CompareOverlay = lazy(() => import('./compare-overlay'));

/** The floating compare button, shown on every page while the compare list holds anything. */
export function CompareButton() {
  const theme = useTheme();
  const { items } = useCompare();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const count = items.length;

  // Clear All or removing the last item empties the list: the overlay and this
  // button go, so focus moves to the page's main content instead of being lost.
  useEffect(() => {
    if (!open || count > 0) return;
    setOpen(false);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true }));
  }, [open, count]);

  if (count === 0 && !open) return null;

  return (
    <>
      {count > 0 && (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={`Compare products, ${count} selected`}
          aria-expanded={open}
          {...{ [FLOATING_CONTROL]: '' }}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          css={[
            inFloatingStrip('3rem'),
            css`
            left: ${theme.space[5]};
            z-index: ${theme.zIndices.sticky};
            display: inline-flex;
            align-items: center;
            gap: ${theme.space[2]};
            min-height: 3rem;
            padding: 0 ${theme.space[5]};
            border: 1px solid ${theme.colors.gold};
            border-radius: ${theme.radii.pill};
            background: ${theme.colors.black};
            color: ${theme.colors.pearl};
            box-shadow: ${theme.shadows.raised};
            font-size: ${theme.fontSizes.xs};
            font-weight: 600;
            letter-spacing: ${theme.letterSpacing.caps};
            text-transform: uppercase;
            cursor: pointer;
            --focus: ${theme.colors.gold};
            svg {
              color: ${theme.colors.gold};
            }
            &:hover {
              color: ${theme.colors.gold};
            }
            ${theme.mq.belowMd} {
              left: ${theme.space[3]};
            }
          `,
          ]}
        >
          <CompareIcon size={18} />
          Compare
          <span
            aria-hidden="true"
            css={css`
              display: grid;
              place-items: center;
              min-width: 1.375rem;
              height: 1.375rem;
              border-radius: ${theme.radii.pill};
              background: ${theme.colors.gold};
              color: ${theme.colors.black};
              font-size: 0.6875rem;
            `}
          >
            {count}
          </span>
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <CompareOverlay open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
