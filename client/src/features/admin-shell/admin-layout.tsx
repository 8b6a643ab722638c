import { Suspense, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Drawer, MenuIcon } from '../../components/ui';
import { Wordmark } from '../../app/layout/wordmark';
import { RouteFallback } from '../../app/route-fallback';
import { ErrorBoundary } from '../../app/error-boundary';
import { useCurrentUser, useSignOut } from '../auth/session';
import { AdminSideNav } from './admin-side-nav';

/**
 * The back office: a side navigation (a menu button and drawer below the
 * desktop breakpoint), a top bar with the signed-in staff member and Logout,
 * and the current admin page. Admins only (the route wraps it in the guard).
 */
export default function AdminLayout() {
  const theme = useTheme();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email;

  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: 15rem minmax(0, 1fr);
        grid-template-rows: auto 1fr;
        min-height: 100vh;
        ${theme.mq.belowMd} {
          grid-template-columns: minmax(0, 1fr);
        }
      `}
    >
      <header
        css={css`
          grid-column: 1 / -1;
          display: flex;
          align-items: center;
          gap: ${theme.space[4]};
          padding: ${theme.space[3]} ${theme.layout.gutter};
          border-bottom: 1px solid ${theme.colors.hairlineDark};
          position: sticky;
          top: 0;
          z-index: ${theme.zIndices.sticky};
          background: ${theme.colors.black};
        `}
      >
        <button
          type="button"
          aria-label="Admin menu"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen(true)}
          css={css`
            display: none;
            ${theme.mq.belowMd} {
              display: inline-grid;
            }
            place-items: center;
            width: 2.75rem;
            height: 2.75rem;
            border: 1px solid ${theme.colors.hairlineDark};
            background: none;
            color: var(--fg);
            cursor: pointer;
          `}
        >
          <MenuIcon />
        </button>
        <div css={css`display: inline-flex; align-items: center; gap: ${theme.space[3]};`}>
          <Wordmark size="sm" />
          <Link to="/admin" css={css`color: ${theme.colors.gold}; font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; text-decoration: none;`}>
            Admin
          </Link>
        </div>
        <div css={css`margin-left: auto; display: flex; align-items: center; gap: ${theme.space[4]}; min-width: 0;`}>
          <span data-testid="admin-staff" css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`}>
            {name} · Administrator
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={async () => {
              await signOut();
              navigate('/admin/login', { replace: true });
            }}
          >
            Logout
          </Button>
        </div>
      </header>
      <nav
        aria-label="Admin"
        css={css`
          padding: ${theme.space[5]} ${theme.space[3]};
          border-right: 1px solid ${theme.colors.hairlineDark};
          ${theme.mq.belowMd} {
            display: none;
          }
        `}
      >
        <AdminSideNav />
      </nav>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} label="Admin menu" id="admin-menu" side="left" surface="dark" width="min(18rem, 85vw)">
        <nav aria-label="Admin" css={css`padding: ${theme.space[5]} ${theme.space[3]};`}>
          <AdminSideNav onNavigate={() => setMenuOpen(false)} />
        </nav>
      </Drawer>
      <div css={css`padding: ${theme.space[6]} ${theme.layout.gutter}; min-width: 0;`}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}
