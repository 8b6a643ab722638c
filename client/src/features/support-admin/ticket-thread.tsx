import { css, useTheme } from '@emotion/react';
import { capsLabel } from '../../components/ui';
import type { StaffTicketFieldsFragment } from '../../gql/graphql';
import { mutedText } from '../../components/admin/admin-styles';
import { formatDateTime } from '../../lib/dates';

interface Entry {
  key: string;
  author: 'customer' | 'staff';
  body: string;
  createdAt: string;
}

/** The customer's first message, its files, then every reply oldest first. Staff replies sit on a gold rule. */
export function TicketThread({ ticket }: { ticket: StaffTicketFieldsFragment }) {
  const theme = useTheme();
  const entries: Entry[] = [
    { key: 'original', author: 'customer', body: ticket.message, createdAt: ticket.createdAt },
    ...ticket.messages.map((message) => ({ key: message.id, author: message.author === 'staff' ? ('staff' as const) : ('customer' as const), body: message.body, createdAt: message.createdAt })),
  ];
  return (
    <section aria-labelledby="ticket-thread-heading" css={css`display: grid; gap: ${theme.space[4]};`}>
      <h3 id="ticket-thread-heading" css={[capsLabel(theme), css`color: var(--accent);`]}>
        Conversation
      </h3>
      <ol css={css`display: grid; gap: ${theme.space[4]}; margin: 0; padding: 0;`}>
        {entries.map((entry, index) => (
          <li
            key={entry.key}
            css={css`
              list-style: none;
              display: grid;
              gap: ${theme.space[2]};
              padding: ${theme.space[4]};
              background: ${entry.author === 'staff' ? 'rgba(198, 161, 91, 0.08)' : theme.colors.onyx};
              border-left: 2px solid ${entry.author === 'staff' ? theme.colors.gold : 'var(--hairline)'};
            `}
          >
            <p css={mutedText(theme)}>
              <strong css={css`color: var(--fg);`}>{entry.author === 'staff' ? 'Aurum staff' : `${ticket.name} (customer)`}</strong> ·{' '}
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </p>
            <p css={css`white-space: pre-wrap; overflow-wrap: anywhere;`}>{entry.body}</p>
            {index === 0 && ticket.attachments.length > 0 && (
              <ul aria-label="Attachments" css={css`display: grid; gap: ${theme.space[1]}; margin: 0; padding: 0;`}>
                {ticket.attachments.map((attachment) => (
                  <li key={attachment.id} css={css`list-style: none; font-size: ${theme.fontSizes.sm};`}>
                    <a href={attachment.downloadUrl} download css={css`color: var(--accent);`}>
                      {attachment.originalName}
                    </a>{' '}
                    <span css={css`color: var(--fg-muted);`}>({Math.max(1, Math.round(attachment.size / 1024))} KB)</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
