import { css, useTheme } from '@emotion/react';
import type { SupportQueueQuery } from '../../gql/graphql';
import { countLabel, dueInfo, formatSpan } from './queue-rules';
import { mutedText } from '../../components/admin/admin-styles';
import { DueTag } from './tags';
import { formatDateTime } from '../../lib/dates';

export type QueueItem = SupportQueueQuery['supportQueue']['items'][number];

/** How long the ticket has waited and, for VIP tickets, when the first answer is due. */
export function AgeAndDue({ item, now }: { item: QueueItem; now: number }) {
  const theme = useTheme();
  const due = dueInfo(item, now);
  return (
    <span css={css`display: grid; gap: ${theme.space[1]}; justify-items: start;`}>
      <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
        {formatSpan(now - Date.parse(item.createdAt))} ago
      </time>
      {due && <DueTag due={due} />}
    </span>
  );
}

export function ThreadCounts({ item }: { item: QueueItem }) {
  const theme = useTheme();
  return (
    <span css={mutedText(theme)}>
      {countLabel(item.messageCount, 'reply', 'replies')} · {countLabel(item.attachmentCount, 'file', 'files')}
    </span>
  );
}
