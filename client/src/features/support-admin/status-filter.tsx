import { css, useTheme } from '@emotion/react';
import { isAllStatuses, toggleStatus } from './queue-rules';
import { TICKET_STATUSES, type TicketStatus } from './rules';
import { chipStyle } from './styles';
import { statusLabel } from './tags';

interface StatusFilterProps {
  selected: readonly TicketStatus[];
  onChange: (statuses: TicketStatus[]) => void;
}

/** Toggle chips, one per status, plus All. Open and In progress start pressed. */
export function StatusFilter({ selected, onChange }: StatusFilterProps) {
  const theme = useTheme();
  return (
    <div role="group" aria-label="Filter tickets by status" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
      {TICKET_STATUSES.map((status) => (
        <button key={status} type="button" aria-pressed={selected.includes(status)} onClick={() => onChange(toggleStatus(selected, status))} css={chipStyle(theme)}>
          {statusLabel(status)}
        </button>
      ))}
      <button type="button" aria-pressed={isAllStatuses(selected)} onClick={() => onChange([...TICKET_STATUSES])} css={chipStyle(theme)}>
        All
      </button>
    </div>
  );
}
