import { css, useTheme } from '@emotion/react';
import { skipToken } from '@apollo/client/react';
import { useRef } from 'react';
import { Button, capsLabel, CloseIcon, Drawer } from '../../components/ui';
import { useStaffSupportTicketQuery } from '../../gql/hooks';
import { StaffReplyForm } from './staff-reply-form';
import { StatusActions } from './status-actions';
import { factList, mutedText } from '../../components/admin/admin-styles';
import { darkShimmer } from '../../components/admin/admin-styles';
import { PriorityTags, StatusLabel } from './tags';
import { TicketThread } from './ticket-thread';
import { formatDateTime } from '../../lib/dates';

/** One ticket for staff: contact, status moves, the whole thread and a reply box. Focus is trapped and returns to the opener. */
export function TicketDrawer({ number, onClose }: { number: string | null; onClose: () => void }) {
  const theme = useTheme();
  const closeRef = useRef<HTMLButtonElement>(null);
  const result = useStaffSupportTicketQuery(number ? { variables: { number }, fetchPolicy: 'cache-and-network' } : skipToken);
  const ticket = number && result.dataState === 'complete' ? result.data.supportTicket : null;

  return (
    <Drawer open={number !== null} onClose={onClose} label={`Ticket ${number ?? ''}`} surface="dark" width="min(42rem, 100vw)" initialFocusRef={closeRef}>
      <div css={css`display: grid; gap: ${theme.space[5]}; padding: ${theme.space[5]} ${theme.space[5]} ${theme.space[7]}; border-left: 1px solid ${theme.colors.hairlineDark}; min-height: 100%; align-content: start;`}>
        <div css={css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
          <p css={[capsLabel(theme), css`color: var(--accent); white-space: nowrap;`]}>Ticket #{number}</p>
          <Button ref={closeRef} variant="ghost" size="sm" onClick={onClose}>
            <CloseIcon size={18} />
            Close
          </Button>
        </div>
        {!ticket ? (
          result.error ? (
            <p role="alert">This ticket could not be loaded. Close the panel and try again.</p>
          ) : (
            <div aria-busy="true" css={css`display: grid; gap: ${theme.space[3]};`}>
              <span className="visually-hidden" role="status">
                Loading the ticket…
              </span>
              <span css={[darkShimmer(theme), css`height: 2.5rem;`]} />
              <span css={[darkShimmer(theme), css`height: 12rem;`]} />
            </div>
          )
        ) : (
          <>
            <header css={css`display: grid; gap: ${theme.space[3]};`}>
              <h2 css={css`font-size: ${theme.fontSizes['2xl']}; overflow-wrap: anywhere;`}>{ticket.subject}</h2>
              <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; align-items: center;`}>
                <PriorityTags priority={ticket.priority} isVip={ticket.isVip} />
                <StatusLabel status={ticket.status} />
              </div>
              <dl css={factList(theme)}>
                <dt>Customer</dt>
                <dd>{ticket.name}</dd>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
                </dd>
                {ticket.phone && (
                  <>
                    <dt>Phone</dt>
                    <dd>
                      <a href={`tel:${ticket.phone.replace(/[^\d+]/g, '')}`}>{ticket.phone}</a>
                    </dd>
                  </>
                )}
                <dt>Raised</dt>
                <dd>{formatDateTime(ticket.createdAt)}</dd>
                {ticket.responseDueAt && (
                  <>
                    <dt>First answer due</dt>
                    <dd>{formatDateTime(ticket.responseDueAt)}</dd>
                  </>
                )}
              </dl>
            </header>
            <StatusActions number={ticket.number} status={ticket.status} />
            <TicketThread ticket={ticket} />
            {ticket.status === 'closed' ? (
              <p css={mutedText(theme)}>This ticket is closed and takes no more replies.</p>
            ) : (
              <StaffReplyForm number={ticket.number} status={ticket.status} />
            )}
          </>
        )}
      </div>
    </Drawer>
  );
}
