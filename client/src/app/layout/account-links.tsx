import { lazy, Suspense, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { UserIcon } from '../../components/ui';
import { ApolloBoundary } from '../../lib/apollo-boundary';
import { useSessionHint } from '../../lib/session-hint';
import { iconButton, navLinkText } from './header-styles';
import { authLinks } from './navigation';

// Both load on demand: the home page's JavaScript budget has no room for forms or Apollo.
const UserMenu = lazy(() => import('../../features/auth/user-menu'));
const AccountPanel = lazy(() => import('../../features/auth/account-panel'));
const AlertsBell = lazy(() => import('../../features/alerts/alerts-bell'));

/** The header's account corner: Sign In / Sign Up for visitors, the user menu once signed in. */
export function AccountLinks() {
  const theme = useTheme();
  const signedIn = useSessionHint();
  // A phone's header has no room for a fourth icon: there Alerts is in the user menu (and the account pages).
  const desktopOnly = css`${theme.mq.belowMd} { display: none !important; }`;
  const links = <SignInLinks />;
  if (!signedIn) return links;
  return (
    <>
      <ApolloBoundary fallback={<span aria-hidden="true" css={[css`display: inline-block; width: 2.75rem; height: 2.75rem;`, desktopOnly]} />}>
        <AlertsBell css={[iconButton(theme), desktopOnly]} />
      </ApolloBoundary>
      <ApolloBoundary fallback={<MenuPlaceholder />}>
        <UserMenu fallback={links} placeholder={<MenuPlaceholder />} />
      </ApolloBoundary>
    </>
  );
}

function SignInLinks() {
  const theme = useTheme();
  const [panelOpen, setPanelOpen] = useState(false);
  const desktopOnly = css`${theme.mq.belowMd} { display: none !important; }`;
  const mobileOnly = css`${theme.mq.md} { display: none !important; }`;
  return (
    <>
      <Link to={authLinks.signIn} css={[navLinkText(theme), desktopOnly]}>
        Sign In
      </Link>
      <span aria-hidden="true" css={[css`width: 1px; height: 0.875rem; background: ${theme.colors.graphite};`, desktopOnly]} />
      <Link to={authLinks.signUp} css={[navLinkText(theme), desktopOnly]}>
        Sign Up
      </Link>
      <button type="button" aria-label="Account" aria-haspopup="dialog" aria-expanded={panelOpen} onClick={() => setPanelOpen(true)} css={[iconButton(theme), mobileOnly]}>
        <UserIcon size={22} />
      </button>
      {panelOpen && (
        <ApolloBoundary>
          <Suspense fallback={null}>
            <AccountPanel open={panelOpen} onClose={() => setPanelOpen(false)} />
          </Suspense>
        </ApolloBoundary>
      )}
    </>
  );
}

function MenuPlaceholder() {
  return <span aria-hidden="true" css={css`display: inline-block; width: 2.75rem; height: 2.75rem;`} />;
}
