import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/ui';
import { useCurrentUser } from './use-current-user';

/**
 * The protected-route rule (storefront.md §2): a spinner while the session
 * loads, no user → /auth?redirect=<here>, a non-admin on an admin route → /.
 * The server checks every operation again; this only spares a dead end.
 */
export default function RequireSignIn({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) {
    return (
      <div css={css`min-height: 60vh; display: grid; place-items: center;`}>
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (!user) return <Navigate to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (admin && !user.isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
