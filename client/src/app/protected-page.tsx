import { lazy, type ComponentType } from 'react';
import { ApolloBoundary, loadApolloRoot } from '../lib/apollo-boundary';

const RequireSignIn = lazy(() => import('../features/auth/require-sign-in'));

/**
 * A code-split page behind the protected-route rule: signed-in users only,
 * or admins only. Visitors go to /auth?redirect=…, non-admins to /.
 */
export function protectedPage(load: () => Promise<{ default: ComponentType }>, { admin = false }: { admin?: boolean } = {}) {
  const Page = lazy(() => Promise.all([load(), loadApolloRoot()]).then(([page]) => page));
  return (
    <ApolloBoundary>
      <RequireSignIn admin={admin}>
        <Page />
      </RequireSignIn>
    </ApolloBoundary>
  );
}
