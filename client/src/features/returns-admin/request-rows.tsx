import { css, useTheme } from '@emotion/react';
import { Badge } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import type { StaffServiceRequestRowFragment } from '../../gql/graphql';
import { mutedText, openButton, recordCard, recordCards } from '../../components/admin/admin-styles';
import { isOpenStatus } from './rules';
import { formatDate } from '../../lib/dates';

interface RowsProps {
  requests: readonly StaffServiceRequestRowFragment[];
  onOpen: (id: string) => void;
}

export function StatusBadge({ request }: { request: Pick<StaffServiceRequestRowFragment, 'status' | 'statusLabel'> }) {
  return <Badge variant={request.status === 'REJECTED' ? 'danger' : isOpenStatus(request.status) ? 'gold' : 'outline'}>{request.statusLabel}</Badge>;
}

/** The requests as a table from tablet width up. */
export function RequestsTable({ requests, onOpen }: RowsProps) {
  const theme = useTheme();
  return (
    <DataTable caption="Return and repair requests, newest first" columns={['Request', 'Raised', 'Type', 'Customer', 'Order', 'Item', 'Status']} css={css`${theme.mq.belowMd} { display: none; }`}>
      {requests.map((request) => (
        <tr key={request.id}>
          <td>
            <button type="button" css={openButton(theme)} onClick={() => onOpen(request.id)} aria-label={`Open request #${request.id}`}>
              #{request.id}
            </button>
          </td>
          <td css={css`white-space: nowrap;`}>{formatDate(request.createdAt)}</td>
          <td css={css`text-transform: capitalize;`}>{request.kind}</td>
          <td css={css`overflow-wrap: anywhere;`}>{request.customerEmail}</td>
          <td css={css`white-space: nowrap;`}>{request.orderNumber}</td>
          <td>
            <div>{request.itemName}</div>
            <div css={mutedText(theme)}>{request.reason}</div>
          </td>
          <td>
            <StatusBadge request={request} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The requests as cards on phones. */
export function RequestCards({ requests, onOpen }: RowsProps) {
  const theme = useTheme();
  return (
    <ul role="list" aria-label="Return and repair requests, newest first" css={recordCards(theme)}>
      {requests.map((request) => (
        <li key={request.id} css={recordCard(theme, isOpenStatus(request.status) ? theme.colors.gold : 'var(--hairline)')}>
          <div css={css`display: flex; justify-content: space-between; gap: ${theme.space[2]}; flex-wrap: wrap;`}>
            <h3 css={css`font-size: ${theme.fontSizes.md}; font-family: ${theme.fonts.text};`}>
              <button type="button" css={openButton(theme)} onClick={() => onOpen(request.id)}>
                #{request.id} · {request.itemName}
              </button>
            </h3>
            <StatusBadge request={request} />
          </div>
          <p css={mutedText(theme)}>
            {request.kind === 'return' ? 'Return' : 'Repair'} · {request.orderNumber} · {formatDate(request.createdAt)}
          </p>
          <p css={css`font-size: ${theme.fontSizes.sm}; overflow-wrap: anywhere;`}>{request.customerEmail}</p>
        </li>
      ))}
    </ul>
  );
}
