import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ChevronDownIcon, lightSurface, UserIcon } from '../../components/ui';
import { AlertsMenuLink } from '../alerts/alerts-menu-link';
import { type CurrentUser, useCurrentUser, useSignOut } from './use-current-user';

const ALERTS_PATH = '/account/alerts';

/** Spec §2: the role label of the user menu. */
export const roleLabel = (isAdmin: boolean) => (isAdmin ? 'Administrator' : 'Customer');

const LINKS = [
  { label: 'Profile', to: '/account/profile' },
  { label: 'Orders', to: '/account/orders' },
  { label: 'Marketplace orders', to: '/marketplace/orders' },
  { label: 'Wishlist', to: '/wishlist' },
  { label: 'Alerts', to: ALERTS_PATH },
  { label: 'Settings', to: '/settings' },
] as const;

/** The menu's links for this account: the seller dashboard for approved sellers (issue 37), the admin dashboard for admins. */
export function menuLinks(user: Pick<CurrentUser, 'isAdmin' | 'isSeller'>): { label: string; to: string }[] {
  return [...LINKS, ...(user.isSeller ? [{ label: 'Seller dashboard', to: '/marketplace/dashboard' }] : []), ...(user.isAdmin ? [{ label: 'Admin Dashboard', to: '/admin' }] : [])];
}

/**
 * The header's user menu (§2): Profile, Orders, Wishlist, Alerts (issue 38), Settings (and the
 * marketplace's escrow orders, issue 14), the Seller dashboard for sellers,
 * Admin Dashboard for admins, Logout, and the role label; Alerts with the
 * unread count (the only count a phone shows: its header has no bell). One menu at every
 * width (on a phone the button shows the icon alone). Shows `fallback` (the
 * Sign In links) when the session turns out to be gone.
 */
export default function UserMenu({ fallback, placeholder }: { fallback: ReactNode; placeholder: ReactNode }) {
  const theme = useTheme();
  const { user, loading } = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (loading) return <>{placeholder}</>;
  if (!user) return <>{fallback}</>;
  const name = user.firstName || user.username || user.email;

  return (
    <div css={css`position: relative;`}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
        css={css`
          display: inline-flex;
          align-items: center;
          gap: ${theme.space[2]};
          min-height: 2.75rem;
          padding: 0 ${theme.space[2]};
          background: none;
          border: 0;
          color: ${theme.colors.pearl};
          font-size: 0.75rem;
          letter-spacing: ${theme.letterSpacing.caps};
          text-transform: uppercase;
          &:hover {
            color: ${theme.colors.gold};
          }
        `}
      >
        <UserIcon size={22} />
        <span css={css`max-width: 9rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; ${theme.mq.belowMd} { display: none; }`}>{name}</span>
        <ChevronDownIcon size={14} />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={menuId}
          css={[
            lightSurface,
            css`
              position: absolute;
              right: 0;
              top: calc(100% + 0.5rem);
              width: 16rem;
              background: ${theme.colors.ivory};
              border-top: 2px solid ${theme.colors.gold};
              box-shadow: ${theme.shadows.raised};
              z-index: ${theme.zIndices.overlay};
              text-transform: none;
            `,
          ]}
        >
          <div css={css`padding: ${theme.space[4]}; border-bottom: 1px solid var(--hairline);`}>
            <p css={css`font-weight: 600; overflow: hidden; text-overflow: ellipsis;`}>{[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username}</p>
            <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted); overflow: hidden; text-overflow: ellipsis;`}>{user.email}</p>
            <p data-testid="role-label" css={css`margin-top: ${theme.space[2]}; font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent); font-weight: 600;`}>
              {roleLabel(user.isAdmin)}
            </p>
          </div>
          <ul role="list" css={css`margin: 0; padding: ${theme.space[2]} 0;`}>
            {menuLinks(user).map((link) => (
              <li key={link.to}>
                {link.to === ALERTS_PATH ? (
                  <AlertsMenuLink to={link.to} label={link.label} linkCss={menuItem(theme)} />
                ) : (
                  <Link to={link.to} css={menuItem(theme)}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
            <li css={css`border-top: 1px solid var(--hairline); margin-top: ${theme.space[2]}; padding-top: ${theme.space[2]};`}>
              <button
                type="button"
                css={[menuItem(theme), css`width: 100%; background: none; border: 0; text-align: left; cursor: pointer;`]}
                onClick={async () => {
                  setOpen(false);
                  await signOut();
                  navigate('/');
                }}
              >
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

const menuItem = (theme: ReturnType<typeof useTheme>) => css`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};
  color: var(--fg);
  &:hover,
  &:focus-visible {
    background: ${theme.colors.parchment};
    color: var(--accent);
  }
`;
