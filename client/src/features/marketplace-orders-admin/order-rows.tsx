import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { mutedText, openButton, recordCard, recordCards } from '../../components/admin/admin-styles';
import { DataTable } from '../../components/ui/data-table';
import type { StaffMarketplaceOrderRowFragment } from '../../gql/graphql';
import { MarketplaceOrderStatusBadge } from './order-status-badge';
import { formatDateTime } from '../../lib/dates';

interface OrderRowsProps {
  orders: readonly StaffMarketplaceOrderRowFragment[];
}

const orderPath = (id: string) => `/admin/marketplace-orders/${id}`;
const photos = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/** A dispute's row carries the danger colour on its edge: it waits on staff. */
const disputedRow = css`
  td:first-of-type {
    box-shadow: inset 3px 0 0 var(--danger);
  }
`;

/** The orders as a table from tablet width up (cards below); disputes first, highlighted. */
export function MarketplaceOrdersTable({ orders }: OrderRowsProps) {
  const theme = useTheme();
  return (
    <DataTable
      caption="Marketplace orders, disputes first, then newest first"
      columns={['Order', 'Watch', 'Buyer · seller', { label: 'Total', numeric: true }, 'Status', 'Next step']}
      css={css`${theme.mq.belowMd} { display: none; }`}
    >
      {orders.map((order) => (
        <tr key={order.id} css={order.status === 'DISPUTED' ? disputedRow : undefined}>
          <td>
            <Link to={orderPath(order.id)} css={[openButton(theme), css`letter-spacing: 0.04em; white-space: nowrap;`]}>
              {order.number}
            </Link>
            <div css={mutedText(theme)}>{formatDateTime(order.createdAt)}</div>
          </td>
          <td>{order.title}</td>
          <td css={css`overflow-wrap: anywhere;`}>
            <div>{order.staffDetails?.buyerEmail}</div>
            <div css={mutedText(theme)}>{order.staffDetails?.sellerName}</div>
          </td>
          <td className="numeric">{order.total.formatted}</td>
          <td>
            <MarketplaceOrderStatusBadge status={order.status} />
            {order.status === 'DISPUTED' && <div css={[mutedText(theme), css`margin-top: ${theme.space[1]};`]}>{photos(order.disputePhotoCount)}</div>}
          </td>
          <td css={mutedText(theme)}>{order.nextStep ?? '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The orders as cards on phones: every fact of the table, stacked. */
export function MarketplaceOrderCards({ orders }: OrderRowsProps) {
  const theme = useTheme();
  return (
    <ul role="list" aria-label="Marketplace orders, disputes first" css={recordCards(theme)}>
      {orders.map((order) => (
        <li key={order.id} css={recordCard(theme, order.status === 'DISPUTED' ? 'var(--danger)' : order.status === 'RELEASED' ? theme.colors.gold : 'var(--hairline)')}>
          <div css={css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.space[2]}; flex-wrap: wrap;`}>
            <h3 css={css`font-size: ${theme.fontSizes.md}; font-family: ${theme.fonts.text};`}>
              <Link to={orderPath(order.id)} css={[openButton(theme), css`letter-spacing: 0.04em;`]}>
                {order.number}
              </Link>
            </h3>
            <MarketplaceOrderStatusBadge status={order.status} />
          </div>
          <p css={css`font-size: ${theme.fontSizes.sm};`}>{order.title}</p>
          <p css={[mutedText(theme), css`overflow-wrap: anywhere;`]}>
            {order.staffDetails?.buyerEmail} · {order.staffDetails?.sellerName}
          </p>
          <div css={css`display: flex; justify-content: space-between; gap: ${theme.space[3]}; flex-wrap: wrap; font-size: ${theme.fontSizes.sm};`}>
            <span css={mutedText(theme)}>{formatDateTime(order.createdAt)}</span>
            <span css={css`font-variant-numeric: tabular-nums; font-weight: 600;`}>{order.total.formatted}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
