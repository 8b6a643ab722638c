import { Link } from 'react-router';
import { css, useTheme } from '@emotion/react';
import { skipToken } from '@apollo/client/react';
import { type ReactNode, useRef } from 'react';
import { OrderItems } from '../../components/order';
import { Button, capsLabel, CloseIcon, Drawer } from '../../components/ui';
import type { StaffOrderDetailsFragment } from '../../gql/graphql';
import { useStaffOrderQuery } from '../../gql/hooks';
import { formatPence } from '../../lib/money';
import { OrderActions } from './order-actions';

import { OrderStatusBadge } from './order-status-badge';
import { PAYMENT_LABELS, PROVIDER_LABELS } from './rules';
import { factList, mutedText } from '../../components/admin/admin-styles';
import { formatDateTime } from '../../lib/dates';

/** One order for staff: its state and actions first, then payment, delivery and items. Focus is trapped and returns to the opener. */
export function OrderDrawer({ number, onClose }: { number: string | null; onClose: () => void }) {
  const theme = useTheme();
  const closeRef = useRef<HTMLButtonElement>(null);
  const result = useStaffOrderQuery(number ? { variables: { number }, fetchPolicy: 'cache-and-network' } : skipToken);
  const order = number && result.dataState === 'complete' ? result.data.staffOrder : null;

  return (
    <Drawer open={number !== null} onClose={onClose} label={`Order ${number ?? ''}`} surface="dark" width="min(44rem, 100vw)" initialFocusRef={closeRef}>
      <div css={css`display: grid; gap: ${theme.space[6]}; padding: ${theme.space[5]} ${theme.space[5]} ${theme.space[7]}; border-left: 1px solid var(--hairline); min-height: 100%; align-content: start;`}>
        <div css={css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
          <p css={[capsLabel(theme), css`color: var(--accent);`]}>Order</p>
          <Button ref={closeRef} variant="ghost" size="sm" onClick={onClose}>
            <CloseIcon size={18} />
            Close
          </Button>
        </div>
        {!order ? (
          result.error ? (
            <p role="alert">This order could not be loaded. Close the panel and try again.</p>
          ) : (
            <div aria-busy="true" css={css`display: grid; gap: ${theme.space[3]};`}>
              <span className="visually-hidden" role="status">
                Loading the order…
              </span>
              <span css={css`display: block; height: 14rem; background: ${theme.colors.onyx};`} />
            </div>
          )
        ) : (
          <OrderDetails order={order} />
        )}
      </div>
    </Drawer>
  );
}

const HISTORY_LABELS: Record<StaffOrderDetailsFragment['staffHistory'][number]['action'], string> = { DISPATCH: 'Dispatched', REFUND: 'Refunded', CANCEL: 'Cancelled' };

function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

function OrderDetails({ order }: { order: StaffOrderDetailsFragment }) {
  const theme = useTheme();
  const address = order.shippingAddress;
  return (
    <>
      <header css={css`display: grid; gap: ${theme.space[3]};`}>
        <h2 css={css`font-size: ${theme.fontSizes['2xl']};`}>Order {order.number}</h2>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; align-items: center;`}>
          <OrderStatusBadge status={order.status} cancellationCode={order.cancellationCode} />
          <span css={mutedText(theme)}>
            Started {formatDateTime(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} · {formatPence(order.total.amount)}
          </span>
        </div>
      </header>
      <OrderActions order={order} />
      <DetailSection id="order-payment-heading" title="Payment">
        <dl css={factList(theme)}>
          <dt>Status</dt>
          <dd data-testid="payment-status">{PAYMENT_LABELS[order.paymentStatus]}</dd>
          <dt>Provider</dt>
          <dd>{PROVIDER_LABELS[order.paymentProvider]}</dd>
          {order.paidAt && (
            <>
              <dt>Paid</dt>
              <dd>{formatDateTime(order.paidAt)}</dd>
            </>
          )}
          {order.paymentReference && (
            <>
              <dt>Payment ref.</dt>
              <dd>{order.paymentReference}</dd>
            </>
          )}
          {order.refundedAt && (
            <>
              <dt>Refunded</dt>
              <dd>
                {formatPence(order.total.amount)} on {formatDateTime(order.refundedAt)}
                {order.refundReference ? ` (${order.refundReference})` : ''}
              </dd>
            </>
          )}
          {order.cancelledAt && (
            <>
              <dt>Cancelled</dt>
              <dd>
                {formatDateTime(order.cancelledAt)}
                {order.cancellationReason ? `: ${order.cancellationReason}` : ''}
              </dd>
            </>
          )}
        </dl>
      </DetailSection>
      {order.dispatch && (
        <DetailSection id="order-dispatch-heading" title="Dispatch">
          <dl css={factList(theme)}>
            <dt>Carrier</dt>
            <dd>{order.dispatch.carrierName}</dd>
            <dt>Tracking</dt>
            <dd>
              {order.dispatch.trackingUrl ? (
                <a href={order.dispatch.trackingUrl} target="_blank" rel="noreferrer noopener">
                  {order.dispatch.trackingNumber}
                  <span className="visually-hidden"> (opens the carrier's site in a new tab)</span>
                </a>
              ) : (
                order.dispatch.trackingNumber
              )}
            </dd>
            <dt>Dispatched</dt>
            <dd>{formatDateTime(order.dispatch.dispatchedAt)}</dd>
          </dl>
        </DetailSection>
      )}
      <DetailSection id="order-customer-heading" title="Customer and delivery">
        <dl css={factList(theme)}>
          <dt>Email</dt>
          <dd>{order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : '—'}</dd>
          <dt>Phone</dt>
          <dd>{order.phone ? <a href={`tel:${order.phone}`}>{order.phone}</a> : '—'}</dd>
          <dt>Deliver to</dt>
          <dd data-testid="staff-order-address">
            {address ? [address.name, address.address, address.city, address.postalCode, address.countryName].filter(Boolean).join(', ') : 'Not given yet'}
          </dd>
        </dl>
      </DetailSection>
      <DetailSection id="order-items-heading" title="Items">
        <OrderItems order={order} unitPrices />
      </DetailSection>
      {order.staffHistory.length > 0 && (
        <DetailSection id="order-history-heading" title="Staff history">
          <ol data-testid="staff-history" css={[factList(theme), css`list-style: none; padding: 0; grid-template-columns: 1fr;`]}>
            {order.staffHistory.map((entry) => (
              <li key={`${entry.action}-${entry.at}`}>
                <strong>{HISTORY_LABELS[entry.action]}</strong> by {entry.staffEmail} on {formatDateTime(entry.at)}
                {entry.detail ? <span css={mutedText(theme)}> · {entry.detail}</span> : null}
              </li>
            ))}
          </ol>
          <Link to={`/admin/audit?subjectType=order&subjectId=${encodeURIComponent(order.id)}`}>See it in the staff audit trail</Link>
        </DetailSection>
      )}
    </>
  );
}
