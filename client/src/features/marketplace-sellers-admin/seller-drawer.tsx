import { css, useTheme } from '@emotion/react';
import { useRef, useState } from 'react';
import { factList, mutedText } from '../../components/admin/admin-styles';
import { ReasonDialog } from '../../components/admin/reason-dialog';
import { Badge, Button, capsLabel, CloseIcon, Drawer, useToast } from '../../components/ui';
import type { SellerApplicationsQuery, SellerDecision } from '../../gql/graphql';
import { useDecideSellerMutation } from '../../gql/hooks';
import { APPLICATION_STATUS_LABELS } from '../marketplace-sellers';
import { PayoutAccountForm } from '../marketplace-orders-admin';
import { decisionsFor } from './rules';
import { apiError } from '../../lib/api-error';
import { formatDate } from '../../lib/dates';

/** One application: who, where they are paid, the identity document, and the decisions its state allows. Focus is trapped and returns to the opener. */
export function SellerDrawer({ application, onClose }: { application: SellerApplicationsQuery['sellerApplications']['items'][number] | null; onClose: () => void }) {
  const theme = useTheme();
  const { toast } = useToast();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [deciding, setDeciding] = useState<ReturnType<typeof decisionsFor>[number] | null>(null);
  const [decide] = useDecideSellerMutation({ refetchQueries: ['SellerApplications'] });

  const confirm = async (decision: SellerDecision, reason: string | null) => {
    if (!application) return null;
    try {
      const result = await decide({ variables: { id: application.id, decision, reason } });
      toast({ title: `Seller ${APPLICATION_STATUS_LABELS[result.data?.decideSeller.status ?? application.status].toLowerCase()}`, description: application.legalName, variant: 'success' });
      setDeciding(null);
      onClose();
      return null;
    } catch (error) {
      return apiError(error, 'Nothing has changed: the decision did not reach the shop. Please try again.').message;
    }
  };

  return (
    <Drawer open={application !== null} onClose={onClose} label={`Seller application ${application?.legalName ?? ''}`} surface="dark" width="min(36rem, 100vw)" initialFocusRef={closeRef}>
      <div css={css`display: grid; gap: ${theme.space[5]}; padding: ${theme.space[5]} ${theme.space[5]} ${theme.space[7]}; border-left: 1px solid var(--hairline); min-height: 100%; align-content: start;`}>
        <div css={css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
          <p css={[capsLabel(theme), css`color: var(--accent);`]}>Seller application</p>
          <Button ref={closeRef} variant="ghost" size="sm" onClick={onClose}>
            <CloseIcon size={18} />
            Close
          </Button>
        </div>
        {application && (
          <>
            <header css={css`display: grid; gap: ${theme.space[2]};`}>
              <h2 css={css`font-size: ${theme.fontSizes['2xl']}; overflow-wrap: anywhere;`}>{application.businessName ?? application.legalName}</h2>
              <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; align-items: center;`}>
                <Badge variant={application.status === 'SUBMITTED' ? 'gold' : 'outline'}>{APPLICATION_STATUS_LABELS[application.status]}</Badge>
                <span css={mutedText(theme)}>Applied {formatDate(application.submittedAt)}</span>
              </div>
            </header>
            <dl css={factList(theme)}>
              <dt>Type</dt>
              <dd>{application.sellerType === 'DEALER' ? 'Professional dealer' : 'Private seller'}</dd>
              <dt>Legal name</dt>
              <dd>{application.legalName}</dd>
              {application.companyNumber && (
                <>
                  <dt>Company number</dt>
                  <dd>{application.companyNumber}</dd>
                </>
              )}
              <dt>Email</dt>
              <dd>{application.email}</dd>
              <dt>Town or city</dt>
              <dd>{application.city}</dd>
              <dt>Payout</dt>
              <dd>
                {application.payoutAccount} · ref {application.payoutReference}
              </dd>
              <dt>Stripe account</dt>
              <dd>{application.stripeAccountId ?? 'Not connected yet: payouts through Stripe wait for it'}</dd>
              <dt>Identity</dt>
              <dd>
                <a href={application.documentUrl}>Download the identity document</a>
              </dd>
              {application.decisionReason && (
                <>
                  <dt>Reason given</dt>
                  <dd>{application.decisionReason}</dd>
                </>
              )}
            </dl>
            {application.status === 'APPROVED' && <PayoutAccountForm key={application.stripeAccountId ?? ''} sellerId={application.id} current={application.stripeAccountId ?? null} />}
            <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
              {decisionsFor(application.status).map((option) => (
                <Button key={option.decision} size="sm" variant={option.needsReason ? 'ghost' : 'secondary'} onClick={() => setDeciding(option)}>
                  {option.label}
                </Button>
              ))}
            </div>
            {deciding && (
              <ReasonDialog
                title={`${deciding.label}: ${application.legalName}`}
                consequence={deciding.consequence}
                confirmLabel={deciding.label}
                needsReason={deciding.needsReason}
                onConfirm={(reason) => confirm(deciding.decision, reason)}
                onClose={() => setDeciding(null)}
              />
            )}
          </>
        )}
      </div>
    </Drawer>
  );
}
