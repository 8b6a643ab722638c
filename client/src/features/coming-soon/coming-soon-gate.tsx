import type { ReactNode } from 'react';
import { useSessionHint } from '../../lib/session-hint';
import { ApolloBoundary } from '../../lib/apollo-boundary';
import { useCurrentUser } from '../auth/session';
import { ComingSoonPage } from './coming-soon-page';

/** Coming-soon mode (COMING_SOON=true): admins see the whole shop, everybody else the coming-soon page. */
export default function ComingSoonGate({ children }: { children: ReactNode }) {
  const signedIn = useSessionHint();
  if (!signedIn) return <ComingSoonPage />;
  return (
    <ApolloBoundary fallback={null}>
      <AdminsOnly fallback={<ComingSoonPage />}>{children}</AdminsOnly>
    </ApolloBoundary>
  );
}

function AdminsOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { user, loading } = useCurrentUser();
  if (loading) return null;
  return <>{user?.isAdmin ? children : fallback}</>;
}
