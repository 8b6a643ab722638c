import { css, useTheme } from '@emotion/react';
import { AgeAndDue, type QueueItem, ThreadCounts } from './queue-item';
import { capsLabel, mutedText, openButton } from './styles';
import { PriorityTags, StatusLabel } from './tags';

interface QueueViewProps {
  items: readonly QueueItem[];
  now: number;
  onOpen: (number: string) => void;
}

/** The queue as a table, from tablet width up (cards take over below). */
export function QueueTable({ items, now, onOpen }: QueueViewProps) {
  const theme = useTheme();
  return (
    <div css={css`overflow-x: auto; ${theme.mq.belowMd} { display: none; }`}>
      <table css={tableStyle(theme)}>
        <caption className="visually-hidden">Support tickets, most pressing first</caption>
        <thead>
          <tr>
            <th scope="col">Ticket</th>
            <th scope="col">Customer</th>
            <th scope="col">Category</th>
            <th scope="col">Priority</th>
            <th scope="col">Status</th>
            <th scope="col">Age / due</th>
            <th scope="col">Thread</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}

const tableStyle = (theme: ReturnType<typeof useTheme>) => css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  th {
    ${capsLabel(theme)};
    text-align: left;
    color: var(--accent);
  }
  th,
  td {
    padding: ${theme.space[4]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.hairlineDark};
    vertical-align: top;
  }
  td:first-of-type {
    max-width: 22rem;
  }
  tbody tr:hover {
    background: rgba(198, 161, 91, 0.05);
  }
`;

export type { QueueViewProps };
