import { css, useTheme } from '@emotion/react';
import { AgeAndDue, ThreadCounts } from './queue-item';
import type { QueueViewProps } from './queue-table';
import { mutedText, openButton, recordCard, recordCards } from '../../components/admin/admin-styles';
import { PriorityTags, StatusLabel } from './tags';

/** The queue as cards on phones: every fact of the table, stacked. */
export function QueueCards({ items, now, onOpen }: QueueViewProps) {
  const theme = useTheme();
  return (
    <ul role="list" aria-label="Support tickets, most pressing first" css={recordCards(theme)}>
      {items.map((item) => (
        <li key={item.number} css={recordCard(theme, item.overdue ? 'var(--danger)' : item.isVip || item.priority === 'urgent' ? theme.colors.gold : 'var(--hairline)')}>
          <div css={css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.space[2]}; flex-wrap: wrap;`}>
            <PriorityTags priority={item.priority} isVip={item.isVip} />
            <StatusLabel status={item.status} />
          </div>
          <h3 css={css`font-size: ${theme.fontSizes.lg}; font-family: ${theme.fonts.display};`}>
            <button type="button" css={openButton(theme)} onClick={() => onOpen(item.number)}>
              {item.subject}
            </button>
          </h3>
          <p css={mutedText(theme)}>
            #{item.number} · {item.categoryLabel}
          </p>
          <p css={css`font-size: ${theme.fontSizes.sm}; overflow-wrap: anywhere;`}>
            {item.customerName} · <span css={css`color: var(--fg-muted);`}>{item.customerEmail}</span>
          </p>
          <div css={css`display: flex; justify-content: space-between; align-items: end; gap: ${theme.space[3]}; flex-wrap: wrap; font-size: ${theme.fontSizes.sm};`}>
            <AgeAndDue item={item} now={now} />
            <ThreadCounts item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}
