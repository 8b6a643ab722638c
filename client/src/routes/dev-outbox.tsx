import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Badge, Button, Container, Eyebrow, TextField, type BadgeVariant } from '../components/ui';
import { formatNumericDateTime } from '../lib/dates';

interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  kind: string;
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
  createdAt: string;
  status: DeliveryStatus;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'kept' | 'expired';

/** What happened to each message (server: modules/messaging/outbox-message.entity.ts). */
const STATUS_BADGES: Record<DeliveryStatus, { label: string; variant: BadgeVariant }> = {
  kept: { label: 'Kept in outbox', variant: 'outline' },
  pending: { label: 'Waiting to send', variant: 'outline' },
  sent: { label: 'Sent', variant: 'gold' },
  failed: { label: 'Failed', variant: 'dark' },
  expired: { label: 'Expired, not sent', variant: 'dark' },
};

/**
 * /dev/outbox: the emails and SMS the shop wrote to one recipient, and what became of them (development servers
 * only, from the same machine).
 * Without SMTP or Twilio settings messages are kept here instead of being sent.
 */
export default function DevOutboxPage() {
  const theme = useTheme();
  const [recipient, setRecipient] = useState('');
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // One exact recipient at a time: the server never lists the whole outbox, and answers only this machine.
  const load = async (to: string) => {
    const response = await fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`).catch(() => null);
    if (response?.status === 400) {
      setProblem(((await response.json()) as { error: { message: string } }).error.message);
      return;
    }
    if (!response?.ok) {
      setUnavailable(true);
      return;
    }
    setProblem(null);
    setMessages(((await response.json()) as { messages: OutboxMessage[] }).messages);
  };

  return (
    <Container>
      <title>Outbox — Aurum development</title>
      <div css={css`max-width: 56rem; margin: 0 auto; padding-block: ${theme.space[8]}; display: grid; grid-template-columns: minmax(0, 1fr); gap: ${theme.space[5]};`}>
        <Eyebrow>Development</Eyebrow>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Outbox</h1>
        {unavailable ? (
          <p role="alert">The outbox is only available on a development server (NODE_ENV=development), from the same machine.</p>
        ) : (
          <>
            <form
              css={css`display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: ${theme.space[3]}; align-items: end;`}
              onSubmit={(event) => {
                event.preventDefault();
                void load(recipient.trim());
              }}
            >
              <TextField label="Recipient (email or phone)" value={recipient} onChange={(e) => setRecipient(e.currentTarget.value)} />
              <Button type="submit" variant="secondary">
                Show
              </Button>
            </form>
            {problem && <p role="alert">{problem}</p>}
            {messages === null && !problem && <p>Enter the exact email address or phone number the messages were sent to.</p>}
            {messages?.length === 0 && <p>No messages to this recipient yet.</p>}
            <ul role="list" css={css`display: grid; gap: ${theme.space[4]}; margin: 0;`}>
              {messages?.map((message) => (
                <li key={message.id} css={css`background: ${theme.colors.white}; box-shadow: ${theme.shadows.card}; padding: ${theme.space[5]}; display: grid; grid-template-columns: minmax(0, 1fr); gap: ${theme.space[2]}; overflow-wrap: anywhere;`}>
                  <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]} ${theme.space[4]}; align-items: center; justify-content: space-between;`}>
                    <p css={css`font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent); font-weight: 600;`}>
                      {message.channel} · {message.kind} · {formatNumericDateTime(message.createdAt)}
                    </p>
                    <Badge variant={STATUS_BADGES[message.status].variant}>
                      <span className="visually-hidden">Status: </span>
                      {STATUS_BADGES[message.status].label}
                    </Badge>
                  </div>
                  <p>
                    To <strong>{message.recipient}</strong>
                    {message.subject ? ` — ${message.subject}` : ''}
                  </p>
                  {(message.attempts > 0 || message.lastError) && (
                    <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
                      {message.attempts} attempt{message.attempts === 1 ? '' : 's'}
                      {message.sentAt ? ` · sent ${formatNumericDateTime(message.sentAt)}` : ''}
                      {message.lastError ? ` · last error: ${message.lastError}` : ''}
                    </p>
                  )}
                  <pre css={css`white-space: pre-wrap; font-family: inherit; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>{message.body}</pre>
                  {message.link && (
                    <a href={message.link} css={css`color: var(--accent); font-weight: 600; text-decoration: underline; overflow-wrap: anywhere;`}>
                      Open link
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Container>
  );
}
