import { css, useTheme } from '@emotion/react';
import { Spinner } from '../../components/ui';
import { FormMessage } from '../auth';
import { ApplicationForm } from './application-form';
import { ApplicationStatus } from './application-status';
import { SELLER_COMMISSION_PERCENT } from './rules';
import { SellerPageFrame } from './seller-page-frame';
import { useSellerState } from './use-seller-state';
import { VerificationNeeded } from './verification-needed';

/** /marketplace/become-seller and /marketplace/seller-application: the application, or where it stands. */
export function BecomeSellerPage() {
  const theme = useTheme();
  const { loading, failed, user, verified, application, refetch } = useSellerState();
  let body;
  if (loading) body = <Spinner label="Loading your seller account" />;
  else if (failed || !user) body = <FormMessage>Your seller account could not be loaded. Please refresh the page.</FormMessage>;
  else if (application && application.status !== 'REJECTED') body = <ApplicationStatus application={application} />;
  else if (!verified) body = <VerificationNeeded email={user.email} emailVerified={user.emailVerified} phoneVerified={user.phoneVerified} />;
  else {
    body = (
      <div css={css`display: grid; gap: ${theme.space[6]}; max-width: 48rem;`}>
        {application && <ApplicationStatus application={application} />}
        <ApplicationForm onApplied={refetch} />
      </div>
    );
  }
  return (
    <SellerPageFrame
      title="Become a seller"
      intro={`Sell your pre-owned watches to Aurum's clients. Every seller and every listing is checked by our team; we take a ${SELLER_COMMISSION_PERCENT}% commission on each sale.`}
    >
      {body}
    </SellerPageFrame>
  );
}
