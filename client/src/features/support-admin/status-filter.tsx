import { css, useTheme } from '@emotion/react';
import { ToggleChip } from '../../components/ui';
import { isAllStatuses, toggleStatus } from './queue-rules';
import { TICKET_STATUSES, type TicketStatus } from '@aurum/rules/support/ticket-status';
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
        <ToggleChip key={status} surface="dark" pressed={selected.includes(status)} onClick={() => onChange(toggleStatus(selected, status))}>
          {statusLabel(status)}
        </ToggleChip>
      ))}
      <ToggleChip surface="dark" pressed={isAllStatuses(selected)} onClick={() => onChange([...TICKET_STATUSES])}>
        All
      </ToggleChip>
    </div>
  );
}
