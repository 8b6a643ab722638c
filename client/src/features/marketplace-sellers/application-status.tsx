import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Badge, ButtonLink } from '../../components/ui';
import type { SellerApplicationFieldsFragment } from '../../gql/graphql';
import { formatLongDate } from '../../lib/dates';

export const APPLICATION_STATUS_LABELS = { SUBMITTED: 'Under review', APPROVED: 'Approved', REJECTED: 'Rejected', SUSPENDED: 'Suspended' } as const;

/** A bordered note: gold edge for good news and waiting, danger edge for a refusal. */
export function StatusPanel({ tone = 'gold', children }: { tone?: 'gold' | 'danger'; children: ReactNode }) {
  const theme = useTheme();
  return (
    <section
      aria-label="Seller application"
      css={css`display: grid; gap: ${theme.space[4]}; justify-items: start; padding: ${theme.space[5]}; border: 1px solid var(--hairline); border-left: 3px solid ${tone === 'gold' ? 'var(--accent)' : 'var(--danger)'};`}
    >
      {children}
    </section>
  );
}

/** The customer's application as it stands: under review, approved (where to go next), rejected or suspended (why). */
export function ApplicationStatus({ application }: { application: SellerApplicationFieldsFragment }) {
  const theme = useTheme();
  const muted = css`margin: 0; color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`;
  const refused = application.status === 'REJECTED' || application.status === 'SUSPENDED';
  return (
    <StatusPanel tone={refused ? 'danger' : 'gold'}>
      <Badge variant={refused ? 'danger' : application.status === 'APPROVED' ? 'gold' : 'outline'}>{APPLICATION_STATUS_LABELS[application.status]}</Badge>
      {application.status === 'SUBMITTED' && (
        <p css={css`margin: 0;`}>
          Your application of {formatLongDate(application.submittedAt)} is under review. We check every seller by hand and will email {application.email} with our decision, usually within two working days.
        </p>
      )}
      {application.status === 'APPROVED' && (
        <>
          <p css={css`margin: 0;`}>You are an approved seller. List a watch for review, or follow your listings from the dashboard.</p>
          <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
            <ButtonLink to="/marketplace/sell">List a watch</ButtonLink>
            <ButtonLink to="/marketplace/dashboard" variant="secondary">
              Seller dashboard
            </ButtonLink>
          </div>
        </>
      )}
      {application.status === 'REJECTED' && <p css={css`margin: 0;`}>Your application was not approved. You can correct it and apply again below.</p>}
      {application.status === 'SUSPENDED' && <p css={css`margin: 0;`}>Your seller account is suspended: your listings are hidden and you cannot list new watches. Contact us if you believe this is a mistake.</p>}
      {refused && application.decisionReason && (
        <p css={css`margin: 0;`}>
          <strong>Reason:</strong> {application.decisionReason}
        </p>
      )}
      <p css={muted}>Payout account {application.payoutAccount}</p>
    </StatusPanel>
  );
}
