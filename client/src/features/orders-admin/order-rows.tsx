import { css, useTheme } from '@emotion/react';
import { DataTable } from '../../components/ui/data-table';
import type { StaffOrderRowFragment } from '../../gql/graphql';
import { formatPence } from '../../lib/money';
import { OrderStatusBadge } from './order-status-badge';
import { PROVIDER_LABELS } from './rules';
import { mutedText, openButton, recordCard, recordCards } from '../../components/admin/admin-styles';
import { formatDateTime } from '../../lib/dates';

export interface OrderRowsProps {
  orders: readonly StaffOrderRowFragment[];
  onOpen: (number: string) => void;
}

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The orders as a table, from tablet width up (cards take over below). */
export function OrdersTable({ orders, onOpen }: OrderRowsProps) {
  const theme = useTheme();
  return (
    <DataTable
      caption="Orders, newest first"
      columns={['Order', 'Date', 'Customer', { label: 'Items', numeric: true }, { label: 'Total', numeric: true }, 'Status', 'Payment']}
      css={css`${theme.mq.belowMd} { display: none; }`}
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <td>
            <button type="button" css={[openButton(theme), css`letter-spacing: 0.04em;`]} onClick={() => onOpen(order.number)}>
              {order.number}
            </button>
          </td>
          <td css={css`white-space: nowrap;`}>{formatDateTime(order.createdAt)}</td>
          <td>
            <div>{order.customerName ?? '—'}</div>
            <div css={mutedText(theme)}>{order.email ?? 'No email yet'}</div>
          </td>
          <td className="numeric">{order.itemCount}</td>
          <td className="numeric">{formatPence(order.total.amount)}</td>
          <td>
            <OrderStatusBadge status={order.status} cancellationCode={order.cancellationCode} />
          </td>
          <td>{PROVIDER_LABELS[order.paymentProvider]}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The orders as cards on phones: every fact of the table, stacked. */
export function OrderCards({ orders, onOpen }: OrderRowsProps) {
  const theme = useTheme();
  return (
    <ul role="list" aria-label="Orders, newest first" css={recordCards(theme)}>
      {orders.map((order) => (
        <li key={order.id} css={recordCard(theme, order.status === 'PAID' ? theme.colors.gold : 'var(--hairline)')}>
          <div css={css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.space[2]}; flex-wrap: wrap;`}>
            <h3 css={css`font-size: ${theme.fontSizes.md}; font-family: ${theme.fonts.text};`}>
              <button type="button" css={[openButton(theme), css`letter-spacing: 0.04em;`]} onClick={() => onOpen(order.number)}>
                {order.number}
              </button>
            </h3>
            <OrderStatusBadge status={order.status} cancellationCode={order.cancellationCode} />
          </div>
          <p css={css`font-size: ${theme.fontSizes.sm}; overflow-wrap: anywhere;`}>
            {order.customerName ?? '—'} · <span css={css`color: var(--fg-muted);`}>{order.email ?? 'No email yet'}</span>
          </p>
          <div css={css`display: flex; justify-content: space-between; gap: ${theme.space[3]}; flex-wrap: wrap; font-size: ${theme.fontSizes.sm};`}>
            <span css={mutedText(theme)}>
              {formatDateTime(order.createdAt)} · {items(order.itemCount)} · {PROVIDER_LABELS[order.paymentProvider]}
            </span>
            <span css={css`font-variant-numeric: tabular-nums; font-weight: 600;`}>{formatPence(order.total.amount)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
