import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { ButtonLink, Spinner } from '../../components/ui';
import { FormMessage } from '../auth';
import { ApplicationStatus, StatusPanel } from './application-status';
import { useSellerState } from './use-seller-state';

/** Its children for approved sellers; for everyone else, their application's state or how to apply. */
export function SellerGate({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const { loading, failed, application } = useSellerState();
  if (loading) return <Spinner label="Loading your seller account" />;
  if (failed) return <FormMessage>Your seller account could not be loaded. Please refresh the page.</FormMessage>;
  if (application?.status === 'APPROVED') return <>{children}</>;
  if (application) {
    return (
      <div css={css`display: grid; gap: ${theme.space[4]}; max-width: 48rem;`}>
        <ApplicationStatus application={application} />
        {application.status === 'REJECTED' && <ButtonLink to="/marketplace/become-seller">Apply again</ButtonLink>}
      </div>
    );
  }
  return (
    <StatusPanel>
      <p css={css`margin: 0;`}>Only approved sellers can list watches. Apply to sell first: tell us who you are, where to pay you and show us an identity document.</p>
      <ButtonLink to="/marketplace/become-seller">Apply to sell</ButtonLink>
    </StatusPanel>
  );
}
