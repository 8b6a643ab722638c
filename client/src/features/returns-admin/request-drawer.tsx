import { css, useTheme } from '@emotion/react';
import { skipToken } from '@apollo/client/react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, capsLabel, CloseIcon, Drawer } from '../../components/ui';
import type { StaffServiceRequestDetailsFragment } from '../../gql/graphql';
import { useStaffServiceRequestQuery } from '../../gql/hooks';
import { factList, mutedText } from '../../components/admin/admin-styles';
import { RequestActionDialog } from './request-action-dialog';
import { StatusBadge } from './request-rows';
import { formatDate } from '../../lib/dates';

/** One request: state and allowed actions first, then the customer's words and the history. Focus is trapped and returns to the opener. */
export function RequestDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const theme = useTheme();
  const closeRef = useRef<HTMLButtonElement>(null);
  const result = useStaffServiceRequestQuery(id ? { variables: { id }, fetchPolicy: 'cache-and-network' } : skipToken);
  const request = id && result.dataState === 'complete' ? result.data.staffServiceRequest : null;
  return (
    <Drawer open={id !== null} onClose={onClose} label={`Request #${id ?? ''}`} surface="dark" width="min(40rem, 100vw)" initialFocusRef={closeRef}>
      <div css={css`display: grid; gap: ${theme.space[6]}; padding: ${theme.space[5]} ${theme.space[5]} ${theme.space[7]}; border-left: 1px solid var(--hairline); min-height: 100%; align-content: start;`}>
        <div css={css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
          <p css={[capsLabel(theme), css`color: var(--accent);`]}>Return or repair</p>
          <Button ref={closeRef} variant="ghost" size="sm" onClick={onClose}>
            <CloseIcon size={18} />
            Close
          </Button>
        </div>
        {!request ? (
          result.error ? <p role="alert">This request could not be loaded. Close the panel and try again.</p> : <span aria-busy="true" css={css`display: block; height: 14rem; background: ${theme.colors.onyx};`} />
        ) : (
          <RequestDetails request={request} />
        )}
      </div>
    </Drawer>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <section aria-labelledby={id} css={css`display: grid; gap: ${theme.space[3]};`}>
      <h3 id={id} css={[capsLabel(theme), css`color: var(--accent);`]}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function RequestDetails({ request }: { request: StaffServiceRequestDetailsFragment }) {
  const theme = useTheme();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [option, setOption] = useState<StaffServiceRequestDetailsFragment['nextActions'][number] | null>(null);
  const done = () => {
    setOption(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  return (
    <>
      <header css={css`display: grid; gap: ${theme.space[3]};`}>
        <h2 css={css`font-size: ${theme.fontSizes['2xl']};`}>
          {request.kind === 'return' ? 'Return' : 'Repair'} #{request.id}
        </h2>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; align-items: center;`}>
          <StatusBadge request={request} />
          <span css={mutedText(theme)}>
            {request.itemName} · raised {formatDate(request.createdAt)}
          </span>
        </div>
      </header>
      <section aria-labelledby="request-actions-heading" css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[5]}; border: 1px solid var(--hairline); background: ${theme.colors.onyx};`}>
        <h3 id="request-actions-heading" ref={headingRef} tabIndex={-1} css={[capsLabel(theme), css`color: var(--accent); &:focus { outline: none; }`]}>
          Next step
        </h3>
        {request.nextActions.length === 0 ? (
          <p css={mutedText(theme)}>This request is {request.statusLabel.toLowerCase()}; nothing more can be done to it.</p>
        ) : (
          <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
            {request.nextActions.map((next) => (
              <Button key={next.action} variant={next.action === 'REJECT' ? 'ghost' : 'secondary'} size="sm" onClick={() => setOption(next)}>
                {next.label}
              </Button>
            ))}
          </div>
        )}
      </section>
      <Section id="request-facts-heading" title="Request">
        <dl css={factList(theme)}>
          <dt>Customer</dt>
          <dd>{request.customerId ? <Link to={`/admin/customers/${request.customerId}`}>{request.customerEmail}</Link> : request.customerEmail}</dd>
          <dt>Order</dt>
          <dd>{request.orderNumber}</dd>
          <dt>Reason</dt>
          <dd>{request.reason}</dd>
          <dt>Details</dt>
          <dd css={css`white-space: pre-wrap;`}>{request.details}</dd>
          {request.rejectionReason && (
            <>
              <dt>Rejected because</dt>
              <dd>{request.rejectionReason}</dd>
            </>
          )}
        </dl>
      </Section>
      <Section id="request-history-heading" title="History">
        <ol data-testid="request-history" css={[factList(theme), css`list-style: none; padding: 0; grid-template-columns: 1fr;`]}>
          <li>Requested on {formatDate(request.createdAt)}</li>
          {request.steps.map((step, index) => (
            <li key={`${step.status}-${index}`}>
              {step.label} on {formatDate(step.at)}
            </li>
          ))}
        </ol>
      </Section>
      <RequestActionDialog request={request} option={option} onClose={() => setOption(null)} onDone={done} />
    </>
  );
}
