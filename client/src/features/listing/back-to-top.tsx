import { useEffect, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { ArrowUpIcon } from '../../components/ui';
import { cartCountAtom } from '../../lib/shop-lists';
import { useStoredValue } from '../../lib/hydration';

/** The button appears after this much scrolling (accounts-support-info.md §9). */
export const BACK_TO_TOP_AFTER_PX = 400;
const RING_RADIUS = 22;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** Share of the page scrolled, 0 to 1. */
export const scrollProgress = (scrollY: number, scrollHeight: number, viewportHeight: number) =>
  scrollHeight <= viewportHeight ? 0 : Math.min(1, Math.max(0, scrollY / (scrollHeight - viewportHeight)));

/** 'Back to Top', with a ring showing how far down the page the reader is. */
export function BackToTop() {
  const theme = useTheme();
  const [scroll, setScroll] = useState({ y: 0, progress: 0 });
  // The floating cart button holds the bottom-right corner while the cart has something; sit above it then.
  const aboveCart = useStoredValue(useAtomValue(cartCountAtom), 0) > 0;

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const { scrollHeight } = document.documentElement;
      setScroll({ y: window.scrollY, progress: scrollProgress(window.scrollY, scrollHeight, window.innerHeight) });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (scroll.y <= BACK_TO_TOP_AFTER_PX) return null;
  return (
    <button
      type="button"
      aria-label="Back to Top"
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
      css={css`
        position: fixed;
        right: ${theme.space[5]};
        bottom: ${aboveCart ? `calc(${theme.space[5]} + 3.5rem + ${theme.space[3]})` : theme.space[5]};
        z-index: ${theme.zIndices.overlay - 1};
        display: grid;
        place-items: center;
        width: 3.25rem;
        height: 3.25rem;
        padding: 0;
        border: 0;
        border-radius: 50%;
        background: ${theme.colors.black};
        color: ${theme.colors.gold};
        box-shadow: ${theme.shadows.raised};
        cursor: pointer;
        &:hover {
          color: ${theme.colors.goldLight};
        }
        svg {
          grid-area: 1 / 1;
        }
      `}
    >
      <svg width="52" height="52" viewBox="0 0 52 52" aria-hidden="true" css={css`transform: rotate(-90deg);`}>
        <circle cx="26" cy="26" r={RING_RADIUS} fill="none" stroke={theme.colors.graphite} strokeWidth="2" />
        <circle
          cx="26"
          cy="26"
          r={RING_RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - scroll.progress)}
          data-testid="scroll-progress"
        />
      </svg>
      <ArrowUpIcon size={20} />
    </button>
  );
}
