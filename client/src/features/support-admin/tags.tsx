import { css, useTheme } from '@emotion/react';
import { Badge, type BadgeVariant, ClockIcon, CrownIcon } from '../../components/ui';
import type { DueInfo } from './queue-rules';
import { TICKET_STATUS_LABELS, isTicketStatus } from '@aurum/rules/support/ticket-status';

const PRIORITY_LOOK: Record<string, BadgeVariant> = { urgent: 'gold', high: 'outline', medium: 'muted', low: 'muted' };
const iconGap = css`margin-right: 0.3rem;`;

/** Priority, with VIP tickets marked beside it. */
export function PriorityTags({ priority, isVip }: { priority: string; isVip: boolean }) {
  const theme = useTheme();
  return (
    <span css={css`display: inline-flex; flex-wrap: wrap; gap: ${theme.space[1]};`}>
      <Badge variant={PRIORITY_LOOK[priority] ?? 'muted'}>
        <span className="visually-hidden">Priority </span>
        {priority}
      </Badge>
      {isVip && (
        <Badge variant="outline">
          <CrownIcon size={12} css={iconGap} />
          VIP
        </Badge>
      )}
    </span>
  );
}

export const statusLabel = (status: string) => (isTicketStatus(status) ? TICKET_STATUS_LABELS[status] : status);

/** Status as a dot and a word: calmer than a badge beside the priority tags. */
export function StatusLabel({ status }: { status: string }) {
  const theme = useTheme();
  const dot: Record<string, string> = { open: theme.colors.gold, in_progress: theme.colors.goldLight, resolved: theme.colors.mist, closed: theme.colors.stone };
  return (
    <span css={css`display: inline-flex; align-items: center; gap: ${theme.space[2]}; white-space: nowrap;`}>
      <span aria-hidden="true" css={css`width: 0.5rem; height: 0.5rem; border-radius: 50%; background: ${dot[status] ?? theme.colors.mist};`} />
      {statusLabel(status)}
    </span>
  );
}

export function DueTag({ due }: { due: DueInfo }) {
  if (due.tone === 'due') return <Badge variant="outline">{due.text}</Badge>;
  return (
    <Badge variant="danger">
      <ClockIcon size={12} css={iconGap} />
      {due.text}
    </Badge>
  );
}
