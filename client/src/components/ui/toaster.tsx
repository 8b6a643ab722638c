import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { css, keyframes, useTheme } from '@emotion/react';
import { toastsAtom, useToast, type ToastItem } from './toast-state';
import { darkSurface } from './surface';
import { CloseIcon } from './icons';

const enter = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

/** Below the phone header's bar (4rem) with a little air. */
const TOAST_TOP = '4.5rem';

/** The toast region; mounted once by the app layout. */
export function Toaster() {
  const theme = useTheme();
  const toasts = useAtomValue(toastsAtom);
  return (
    <section
      aria-label="Notifications"
      css={css`
        /* Top of the screen, just under the sticky header (issue 37): at the bottom a toast sat over the
           buttons a shopper presses next — Proceed to Checkout in the cart drawer, Submit review, Pay Now —
           which live at the foot of forms and drawers. Phone: centred; wider screens: the right-hand edge,
           beside the headings rather than over the content column. */
        position: fixed;
        top: calc(${TOAST_TOP} + env(safe-area-inset-top, 0px));
        left: 50%;
        transform: translateX(-50%);
        z-index: ${theme.zIndices.toast};
        width: min(24rem, calc(100vw - 2rem));
        pointer-events: none;
        ${theme.mq.md} {
          left: auto;
          right: ${theme.space[5]};
          transform: none;
        }
      `}
    >
      {/* Not a list: each toast is a live region, and a list may hold only list items (axe aria-required-children). */}
      <div css={css`display: grid; gap: ${theme.space[3]}; margin: 0;`}>
        {toasts.map((t) => (
          <Toast key={t.id} toast={t} />
        ))}
      </div>
    </section>
  );
}

function Toast({ toast }: { toast: ToastItem }) {
  const theme = useTheme();
  const { dismiss } = useToast();
  // Hover or focus pauses the timer so the message can be read (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [paused, dismiss, toast.id, toast.durationMs]);

  const accent = toast.variant === 'error' ? theme.colors.dangerOnDark : theme.colors.gold;

  return (
    <div
      role={toast.variant === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      css={[
        darkSurface,
        css`
          pointer-events: auto;
          position: relative;
          display: grid;
          gap: ${theme.space[1]};
          padding: ${theme.space[4]} ${theme.space[7]} ${theme.space[4]} ${theme.space[5]};
          background: ${theme.colors.onyx};
          border: 1px solid ${theme.colors.hairlineDark};
          border-left: 2px solid ${accent};
          box-shadow: ${theme.shadows.raised};
          animation: ${enter} ${theme.durations.base} ${theme.easing};
        `,
      ]}
    >
      <p css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.xl}; line-height: 1.2;`}>
        {toast.title}
      </p>
      {toast.description && (
        <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>{toast.description}</p>
      )}
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismiss(toast.id)}
        css={css`
          position: absolute;
          top: ${theme.space[2]};
          right: ${theme.space[2]};
          display: grid;
          place-items: center;
          width: 2.25rem;
          height: 2.25rem;
          background: none;
          border: 0;
          color: var(--fg-muted);
          &:hover {
            color: var(--accent);
          }
        `}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
