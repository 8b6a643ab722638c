import { css, useTheme } from '@emotion/react';
import { DataTable } from '../../components/ui/data-table';
import { AgeAndDue, type QueueItem, ThreadCounts } from './queue-item';
import { mutedText, openButton } from '../../components/admin/admin-styles';
import { PriorityTags, StatusLabel } from './tags';

interface QueueViewProps {
  items: readonly QueueItem[];
  now: number;
  onOpen: (number: string) => void;
}

const COLUMNS = ['Ticket', 'Customer', 'Category', 'Priority', 'Status', 'Age / due', 'Thread'];

/** The queue as a table, from tablet width up (cards take over below). */
export function QueueTable({ items, now, onOpen }: QueueViewProps) {
  const theme = useTheme();
  return (
    <DataTable
      columns={COLUMNS}
      caption="Support tickets, most pressing first"
      css={css`
        ${theme.mq.belowMd} {
          display: none;
        }
        td:first-of-type {
          max-width: 22rem;
        }
      `}
    >
      {items.map((item) => (
        <tr key={item.number} css={item.overdue ? css`box-shadow: inset 3px 0 0 var(--danger);` : undefined}>
          <td>
            <button type="button" css={openButton(theme)} onClick={() => onOpen(item.number)}>
              {item.subject}
            </button>
            <div css={mutedText(theme)}>#{item.number}</div>
          </td>
          <td>
            <div>{item.customerName}</div>
            <div css={mutedText(theme)}>{item.customerEmail}</div>
          </td>
          <td>{item.categoryLabel}</td>
          <td>
            <PriorityTags priority={item.priority} isVip={item.isVip} />
          </td>
          <td>
            <StatusLabel status={item.status} />
          </td>
          <td>
            <AgeAndDue item={item} now={now} />
          </td>
          <td>
            <ThreadCounts item={item} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export type { QueueViewProps };
