import { useEffect, useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { NavLink } from 'react-router';
import { ButtonLink, CloseIcon, Drawer, theme as tokens } from '../../components/ui';
import { iconButton } from './header-styles';
import { useSessionHint } from '../../lib/session-hint';
import { authLinks, primaryNav } from './navigation';
import { Wordmark } from './wordmark';

export const MOBILE_MENU_ID = 'mobile-menu';

/** Full-screen menu under the md breakpoint. Drawer supplies the focus trap, Escape and scroll lock. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const closeRef = useRef<HTMLButtonElement>(null);
  const signedIn = useSessionHint();

  // The menu has no trigger on wide screens, so it closes if the window grows past the breakpoint.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${tokens.breakpoints.md}px)`);
    const onChange = () => wide.matches && onClose();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onClose]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      label="Menu"
      side="left"
      width="100%"
      surface="dark"
      id={MOBILE_MENU_ID}
      initialFocusRef={closeRef}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          min-height: 4rem;
          padding-inline: ${theme.layout.gutter};
          border-bottom: 1px solid ${theme.colors.hairlineDark};
        `}
      >
        <Wordmark size="sm" onClick={onClose} />
        <button ref={closeRef} type="button" aria-label="Close menu" onClick={onClose} css={[iconButton(theme), css`margin-right: -0.75rem;`]}>
          <CloseIcon size={24} />
        </button>
      </div>

      <nav aria-label="Mobile" css={css`padding: ${theme.space[5]} ${theme.layout.gutter};`}>
        <ul role="list" css={css`margin: 0;`}>
          {primaryNav.map((item) => (
            <li key={item.to} css={css`border-bottom: 1px solid ${theme.colors.hairlineDark};`}>
              <NavLink
                to={item.to}
                onClick={onClose}
                css={css`
                  display: flex;
                  align-items: center;
                  min-height: 4rem;
                  font-family: ${theme.fonts.display};
                  font-size: 1.875rem;
                  color: ${theme.colors.pearl};
                  &:hover,
                  &[aria-current='page'] {
                    color: ${theme.colors.gold};
                  }
                `}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div
        css={css`
          display: grid;
          grid-template-columns: 1fr 1fr;
          gap: ${theme.space[3]};
          padding: ${theme.space[2]} ${theme.layout.gutter} ${theme.space[6]};
        `}
      >
        {signedIn ? (
          <>
            <ButtonLink to="/account/profile" variant="secondary" onClick={onClose}>
              My Account
            </ButtonLink>
            <ButtonLink to="/account/orders" variant="primary" onClick={onClose}>
              My Orders
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink to={authLinks.signIn} variant="secondary" onClick={onClose}>
              Sign In
            </ButtonLink>
            <ButtonLink to={authLinks.signUp} variant="primary" onClick={onClose}>
              Sign Up
            </ButtonLink>
          </>
        )}
      </div>

      <p
        css={css`
          margin-top: auto;
          padding: ${theme.space[5]} ${theme.layout.gutter} ${theme.space[6]};
          color: var(--fg-muted);
          font-size: ${theme.fontSizes.sm};
          letter-spacing: 0.04em;
        `}
      >
        Aurum · Mayfair, London
      </p>
    </Drawer>
  );
}
