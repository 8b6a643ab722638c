import { css, useTheme } from '@emotion/react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, capsLabel } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import type { StaffCustomerProfileFragment } from '../../gql/graphql';
import { useStaffCustomerQuery } from '../../gql/hooks';
import { formatPence } from '../../lib/money';
import { factList, mutedText } from '../../components/admin/admin-styles';
import { Verification } from './customer-rows';
import { EndSessionsDialog } from './end-sessions-dialog';
import { VipDialog } from './vip-dialog';
import { formatDate, formatDayMonthTime } from '../../lib/dates';

const ACTION_LABELS: Record<string, string> = { 'customer.vip.set': 'Made VIP', 'customer.vip.remove': 'VIP removed', 'customer.sessions.end': 'Sessions ended' };

function Block({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: ReactNode }) {
  const theme = useTheme();
  return (
    <section aria-labelledby={id} css={css`display: grid; gap: ${theme.space[3]}; align-content: start;`}>
      <h2 id={id} css={[capsLabel(theme), css`color: var(--accent);`]}>
        {title}
      </h2>
      {empty ? <p css={mutedText(theme)}>{empty}</p> : children}
    </section>
  );
}

/** /admin/customers/:id: the account, its VIP and sessions actions, then orders, tickets, consultations, requests and staff history. */
export function CustomerScreen({ id }: { id: string }) {
  const theme = useTheme();
  const result = useStaffCustomerQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  if (result.dataState !== 'complete') {
    return result.error ? (
      <div role="alert" css={css`display: grid; gap: ${theme.space[3]}; justify-items: start;`}>
        <p>{result.error.message === 'Customer not found.' ? 'There is no customer with this number.' : 'This customer could not be loaded.'}</p>
        <Link to="/admin/customers">Back to customers</Link>
      </div>
    ) : (
      <span aria-busy="true" css={css`display: block; height: 16rem; background: ${theme.colors.onyx};`} />
    );
  }
  return <CustomerProfile customer={result.data.staffCustomer} />;
}

function CustomerProfile({ customer }: { customer: StaffCustomerProfileFragment }) {
  const theme = useTheme();
  const [dialog, setDialog] = useState<'vip' | 'sessions' | null>(null);
  return (
    <div css={css`display: grid; gap: ${theme.space[7]};`}>
      <section aria-labelledby="customer-heading" css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[5]}; border: 1px solid var(--hairline); background: ${theme.colors.onyx};`}>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; align-items: center;`}>
          <h2 id="customer-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
            {customer.name ?? customer.email}
          </h2>
          {customer.isVip ? <Badge>VIP</Badge> : <Badge variant="outline">Customer</Badge>}
        </div>
        <dl css={factList(theme)}>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt>Address</dt>
          <dd>{customer.address ?? '—'}</dd>
          <dt>Verification</dt>
          <dd data-testid="verification">
            <Verification customer={customer} />
          </dd>
          <dt>Joined</dt>
          <dd>{formatDate(customer.createdAt)}</dd>
          <dt>Spent</dt>
          <dd>
            {formatPence(customer.totalSpent.amount)} over {customer.orderCount} paid {customer.orderCount === 1 ? 'order' : 'orders'}
          </dd>
        </dl>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
          <Button variant="secondary" size="sm" onClick={() => setDialog('vip')}>
            {customer.isVip ? 'Remove VIP' : 'Make VIP'}
          </Button>
          <Button variant="ghost" size="sm" disabled={customer.activeSessions === 0} onClick={() => setDialog('sessions')}>
            End all sessions
          </Button>
        </div>
      </section>
      <div css={css`display: grid; gap: ${theme.space[7]}; ${theme.mq.lg} { grid-template-columns: 1fr 1fr; }`}>
        <Block id="customer-orders" title="Orders" empty={customer.orders.length ? null : 'No paid orders.'}>
          <DataTable nowrap columns={['Order', 'Date', 'Status', { label: 'Total', numeric: true }]}>
            {customer.orders.map((order) => (
              <tr key={order.number}>
                <td>{order.number}</td>
                <td>{formatDate(order.createdAt)}</td>
                <td css={css`text-transform: capitalize;`}>{order.refunded && order.status !== 'refunded' ? `${order.status}, refunded` : order.status}</td>
                <td className="numeric">{formatPence(order.total.amount)}</td>
              </tr>
            ))}
          </DataTable>
        </Block>
        <Block id="customer-tickets" title="Support tickets" empty={customer.tickets.length ? null : 'No tickets.'}>
          <DataTable columns={['Ticket', 'Subject', 'Priority', 'Status']}>
            {customer.tickets.map((ticket) => (
              <tr key={ticket.number}>
                <td css={css`white-space: nowrap;`}>{ticket.number}</td>
                <td>{ticket.subject}</td>
                <td css={css`text-transform: capitalize;`}>{ticket.priority}</td>
                <td css={css`text-transform: capitalize;`}>{ticket.status.replace('_', ' ')}</td>
              </tr>
            ))}
          </DataTable>
        </Block>
        <Block id="customer-requests" title="Returns and repairs" empty={customer.requests.length ? null : 'No requests.'}>
          <ul css={css`display: grid; gap: ${theme.space[2]}; margin: 0; padding: 0; list-style: none; font-size: ${theme.fontSizes.sm};`}>
            {customer.requests.map((request) => (
              <li key={request.id}>
                #{request.id} · {request.kind} · {request.itemName} ({request.orderNumber}) · <span css={css`text-transform: capitalize;`}>{request.status.replace('_', ' ')}</span>
              </li>
            ))}
          </ul>
        </Block>
        <Block id="customer-consultations" title="Consultations" empty={customer.consultations.length ? null : 'No saved consultations.'}>
          <ul css={css`display: grid; gap: ${theme.space[2]}; margin: 0; padding: 0; list-style: none; font-size: ${theme.fontSizes.sm};`}>
            {customer.consultations.map((consultation) => (
              <li key={consultation.id}>
                {formatDate(consultation.createdAt)} · {consultation.summary}
              </li>
            ))}
          </ul>
        </Block>
        <Block id="customer-sessions" title="Signed in on" empty={customer.sessions.length ? null : 'Not signed in anywhere.'}>
          <ul css={css`display: grid; gap: ${theme.space[2]}; margin: 0; padding: 0; list-style: none; font-size: ${theme.fontSizes.sm};`}>
            {customer.sessions.map((session) => (
              <li key={session.createdAt} css={css`overflow-wrap: anywhere;`}>
                {session.userAgent ?? 'Unknown browser'} · {session.ipAddress ?? 'unknown address'} · last seen {formatDayMonthTime(session.lastSeenAt)}
                {session.persistent ? ' · remembered' : ''}
              </li>
            ))}
          </ul>
        </Block>
        <Block id="customer-history" title="Staff history" empty={customer.history.length ? null : 'Staff have not changed this account.'}>
          <ol data-testid="customer-history" css={css`display: grid; gap: ${theme.space[2]}; margin: 0; padding: 0; list-style: none; font-size: ${theme.fontSizes.sm};`}>
            {customer.history.map((entry) => (
              <li key={`${entry.action}-${entry.createdAt}`}>
                <strong>{ACTION_LABELS[entry.action] ?? entry.action}</strong> by {entry.actorEmail} on {formatDayMonthTime(entry.createdAt)}
                {entry.reason ? <span css={mutedText(theme)}> · {entry.reason}</span> : null}
              </li>
            ))}
          </ol>
          <Link to={`/admin/audit?subjectType=user&subjectId=${encodeURIComponent(customer.id)}`}>See it in the staff audit trail</Link>
        </Block>
      </div>
      <VipDialog customer={customer} open={dialog === 'vip'} onClose={() => setDialog(null)} />
      <EndSessionsDialog customer={customer} open={dialog === 'sessions'} onClose={() => setDialog(null)} />
    </div>
  );
}
