import { useId, useState, type FormEvent } from 'react';
import { replayTap } from '../../lib/early-input';
import { css, useTheme } from '@emotion/react';
import { ArrowRightIcon, useToast } from '../../components/ui';
import { subscribeToNewsletter } from './subscribe';

export const NEWSLETTER_THANKS = "Thank you! You'll be notified when we launch.";

export function NewsletterForm() {
  const theme = useTheme();
  const inputId = useId();
  const { toast } = useToast();
  const [sending, setSending] = useState(false);

  // The field is read as the form holds it (not from state): what was typed before the footer hydrated counts too.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const trimmed = String(new FormData(form).get('email') ?? '').trim();
    // Spec: empty or whitespace-only input is ignored; a failure shows nothing.
    if (!trimmed || sending) return;
    setSending(true);
    const ok = await subscribeToNewsletter(trimmed);
    setSending(false);
    if (!ok) return;
    form.reset();
    toast({ title: NEWSLETTER_THANKS, variant: 'success' });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter sign-up">
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div
        css={css`
          display: flex;
          border-bottom: 1px solid var(--fg-muted);
          transition: border-color ${theme.durations.fast} ${theme.easing};
          &:focus-within {
            border-color: var(--accent);
          }
        `}
      >
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email address"
          css={css`
            flex: 1;
            min-width: 0;
            min-height: 3rem;
            padding: 0;
            background: transparent;
            border: 0;
            color: var(--fg);
            &::placeholder {
              color: var(--fg-muted);
              opacity: 1;
            }
            &:focus-visible {
              outline-offset: 4px;
            }
          `}
        />
        <button
          type="submit"
          aria-busy={sending}
          {...replayTap('newsletter')}
          css={css`
            display: inline-flex;
            align-items: center;
            gap: ${theme.space[2]};
            padding: 0 0 0 ${theme.space[4]};
            background: none;
            border: 0;
            color: var(--accent);
            font-size: ${theme.fontSizes.xs};
            font-weight: 600;
            letter-spacing: ${theme.letterSpacing.caps};
            text-transform: uppercase;
            &:hover {
              color: ${theme.colors.goldLight};
            }
          `}
        >
          Subscribe <ArrowRightIcon size={16} />
        </button>
      </div>
    </form>
  );
}
