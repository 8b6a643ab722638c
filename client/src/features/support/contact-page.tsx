import { css, useTheme } from '@emotion/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink, Container, Eyebrow, Spinner } from '../../components/ui';
import { useCurrentUser } from '../auth';
import { CategoryPicker } from './category-picker';
import { ContactDetails } from './contact-details';
import type { TicketCategory } from '@aurum/rules/support/support-categories';
import { TicketForm } from './ticket-form';

/** /contact (§2): signed-in clients choose a category, then write the ticket; visitors are asked to sign in. */
export function ContactPage() {
  const theme = useTheme();
  const { user, loading } = useCurrentUser();
  const [category, setCategory] = useState<TicketCategory | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);

  let body;
  if (loading) body = <Spinner label="Checking your session" />;
  else if (!user) {
    body = (
      <div css={css`display: grid; gap: ${theme.space[4]}; justify-items: start;`}>
        <p>Please log in to submit a support ticket. Sign in or create an account so our concierge team can follow up on your request.</p>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
          <ButtonLink to="/login?redirect=%2Fcontact">Log in</ButtonLink>
          <ButtonLink to="/register?redirect=%2Fcontact" variant="secondary">
            Create an account
          </ButtonLink>
        </div>
      </div>
    );
  } else if (!category) {
    body = (
      <CategoryPicker
        isVip={user.isVip}
        onChoose={(chosen) => {
          setSuccess(null);
          setCategory(chosen);
        }}
      />
    );
  } else {
    body = (
      <TicketForm
        user={user}
        category={category}
        onChange={() => setCategory(null)}
        onSubmitted={(message) => {
          setSuccess(message);
          setCategory(null);
          headingRef.current?.scrollIntoView({ block: 'start' });
        }}
      />
    );
  }

  return (
    <Container>
      <title>Contact our Concierge — Aurum</title>
      <div css={css`display: grid; gap: ${theme.space[7]}; padding-block: ${theme.space[8]} ${theme.space[9]}; max-width: 56rem;`}>
        <div ref={headingRef}>
          <Eyebrow>Client services</Eyebrow>
          <h1 css={css`font-size: ${theme.fontSizes['3xl']}; margin-top: ${theme.space[3]};`}>Contact our Concierge</h1>
          <p css={css`color: var(--fg-muted); margin-top: ${theme.space[3]};`}>
            Tell us how we can help and a specialist will answer personally, within the time shown for each kind of request.
          </p>
        </div>
        {success && (
          <p role="status" css={css`margin: 0; padding: ${theme.space[4]} ${theme.space[5]}; border: 1px solid ${theme.colors.gold};`}>
            {success} <Link to="/account/support-tickets">View your tickets</Link>
          </p>
        )}
        {body}
        <ContactDetails />
      </div>
    </Container>
  );
}
