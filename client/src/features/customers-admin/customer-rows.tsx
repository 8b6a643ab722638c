import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import type { StaffCustomerRowFragment } from '../../gql/graphql';
import { formatPence } from '../../lib/money';
import { mutedText, recordCard, recordCards } from '../../components/admin/admin-styles';
import { formatDate } from '../../lib/dates';

const link = css`color: var(--fg); font-weight: 600; text-underline-offset: 0.25em;`;

export function Verification({ customer }: { customer: Pick<StaffCustomerRowFragment, 'emailVerified' | 'phoneVerified'> }) {
  return (
    <span>
      Email {customer.emailVerified ? 'verified' : 'not verified'} · Phone {customer.phoneVerified ? 'verified' : 'not verified'}
    </span>
  );
}

/** Customers as a table from tablet width up. */
export function CustomersTable({ customers }: { customers: readonly StaffCustomerRowFragment[] }) {
  const theme = useTheme();
  return (
    <DataTable caption="Customers, newest first" columns={['Customer', 'Joined', { label: 'Orders', numeric: true }, { label: 'Spent', numeric: true }, 'Verification', 'Signed in']} css={css`${theme.mq.belowMd} { display: none; }`}>
      {customers.map((customer) => (
        <tr key={customer.id}>
          <td>
            <Link to={`/admin/customers/${customer.id}`} css={link}>
              {customer.name ?? customer.email}
            </Link>{' '}
            {customer.isVip && <Badge>VIP</Badge>}
            <div css={[mutedText(theme), css`overflow-wrap: anywhere;`]}>{customer.email}</div>
          </td>
          <td css={css`white-space: nowrap;`}>{formatDate(customer.createdAt)}</td>
          <td className="numeric">{customer.orderCount}</td>
          <td className="numeric">{formatPence(customer.totalSpent.amount)}</td>
          <td css={mutedText(theme)}>
            <Verification customer={customer} />
          </td>
          <td>{customer.activeSessions === 0 ? 'No' : `${customer.activeSessions} ${customer.activeSessions === 1 ? 'browser' : 'browsers'}`}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Customers as cards on phones. */
export function CustomerCards({ customers }: { customers: readonly StaffCustomerRowFragment[] }) {
  const theme = useTheme();
  return (
    <ul role="list" aria-label="Customers, newest first" css={recordCards(theme)}>
      {customers.map((customer) => (
        <li key={customer.id} css={recordCard(theme, customer.isVip ? theme.colors.gold : 'var(--hairline)')}>
          <h3 css={css`font-size: ${theme.fontSizes.md}; font-family: ${theme.fonts.text}; display: flex; gap: ${theme.space[2]}; align-items: center; flex-wrap: wrap;`}>
            <Link to={`/admin/customers/${customer.id}`} css={link}>
              {customer.name ?? customer.email}
            </Link>
            {customer.isVip && <Badge>VIP</Badge>}
          </h3>
          <p css={[mutedText(theme), css`overflow-wrap: anywhere;`]}>{customer.email}</p>
          <p css={css`font-size: ${theme.fontSizes.sm};`}>
            {customer.orderCount} {customer.orderCount === 1 ? 'order' : 'orders'} · {formatPence(customer.totalSpent.amount)} · joined {formatDate(customer.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
