import { css, useTheme } from '@emotion/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, ButtonLink, Skeleton } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import type { SupportTicketFieldsFragment } from '../../gql/graphql';
import { useMySupportTicketsQuery, useReplyToSupportTicketMutation } from '../../gql/hooks';
import { findCategory } from '@aurum/rules/support/support-categories';
import { formatDateTime } from '../../lib/dates';

const STATUS_LABEL: Record<string, string> = { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' };

/** /account/support-tickets: the customer's tickets with their status, files and replies. */
export function TicketList() {
  const theme = useTheme();
  const { data, dataState, error } = useMySupportTicketsQuery({ fetchPolicy: 'cache-and-network' });
  const tickets = dataState === 'complete' ? data.mySupportTickets : [];
  // Emails link to ?ticket=T-…: bring that ticket into view and move focus to it.
  const [params] = useSearchParams();
  const wanted = params.get('ticket');
  const loaded = dataState === 'complete';
  useEffect(() => {
    if (!wanted || !loaded) return;
    const heading = document.getElementById(`ticket-${wanted}`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [wanted, loaded]);
  if (error && dataState !== 'complete') return <p role="alert">Your tickets could not be loaded. Please try again.</p>;
  if (dataState !== 'complete') return <Skeleton height="8rem" />;
  if (tickets.length === 0) {
    return (
      <div css={css`display: grid; gap: ${theme.space[4]}; justify-items: start;`}>
        <p>You have not raised any support tickets yet.</p>
        <ButtonLink to="/contact">Contact our concierge</ButtonLink>
      </div>
    );
  }
  return (
    <ul role="list" css={css`display: grid; gap: ${theme.space[5]}; margin: 0;`}>
      {tickets.map((ticket) => (
        <li key={ticket.number}>
          <TicketCard ticket={ticket} highlighted={ticket.number === wanted} />
        </li>
      ))}
    </ul>
  );
}

function TicketCard({ ticket, highlighted }: { ticket: SupportTicketFieldsFragment; highlighted: boolean }) {
  const theme = useTheme();
  const muted = css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`;
  return (
    <article
      aria-labelledby={`ticket-${ticket.number}`}
      aria-current={highlighted ? 'true' : undefined}
      css={css`display: grid; gap: ${theme.space[3]}; padding: ${theme.space[5]}; border: 1px solid ${highlighted ? theme.colors.gold : 'var(--hairline)'};`}
    >
      <header css={css`display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${theme.space[2]};`}>
        <h2 id={`ticket-${ticket.number}`} tabIndex={-1} css={css`font-size: ${theme.fontSizes.lg}; scroll-margin-top: 6rem;`}>
          {ticket.subject}
        </h2>
        <Badge variant={ticket.status === 'open' || ticket.status === 'in_progress' ? 'gold' : 'outline'}>{STATUS_LABEL[ticket.status] ?? ticket.status}</Badge>
      </header>
      <p css={muted}>
        #{ticket.number} · {findCategory(ticket.category)?.label ?? ticket.category} · {formatDateTime(ticket.createdAt)}
      </p>
      <p css={css`white-space: pre-wrap;`}>{ticket.message}</p>
      {ticket.attachments.length > 0 && (
        <ul aria-label="Attachments" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; margin: 0;`}>
          {ticket.attachments.map((attachment) => (
            <li key={attachment.id}>
              <a href={attachment.downloadUrl} download>
                {attachment.originalName}
              </a>{' '}
              <span css={muted}>({Math.max(1, Math.round(attachment.size / 1024))} KB)</span>
            </li>
          ))}
        </ul>
      )}
      {ticket.messages.length > 0 && (
        <ol aria-label="Replies" css={css`display: grid; gap: ${theme.space[3]}; margin: 0; padding-left: ${theme.space[4]}; border-left: 1px solid ${theme.colors.gold};`}>
          {ticket.messages.map((message) => (
            <li key={message.id} css={css`list-style: none;`}>
              <p css={muted}>
                {message.author === 'staff' ? 'Aurum concierge' : 'You'} · {formatDateTime(message.createdAt)}
              </p>
              <p css={css`white-space: pre-wrap;`}>{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {ticket.status !== 'closed' && <ReplyForm number={ticket.number} />}
    </article>
  );
}

function ReplyForm({ number }: { number: string }) {
  const theme = useTheme();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [reply, { loading }] = useReplyToSupportTicketMutation();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await reply({ variables: { number, message: text } });
      setText('');
      setFailure(null);
    } catch {
      setFailure('Your reply could not be sent. Please try again.');
    }
  };
  return (
    <form onSubmit={send} aria-label={`Reply to ticket ${number}`} css={css`display: grid; gap: ${theme.space[2]};`}>
      <TextAreaField
        label="Your reply"
        hideLabel
        id={`reply-${number}`}
        rows={2}
        value={text}
        maxLength={5000}
        placeholder="Add a reply"
        onChange={(event) => setText(event.target.value)}
      />
      {failure && <p role="alert" css={css`color: var(--danger);`}>{failure}</p>}
      <div>
        <Button type="submit" size="sm" variant="secondary" disabled={loading || !text.trim()}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
