import { useEffect, useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { Button, CheckIcon } from '../../components/ui';
import type { RegistrationOutcome } from './registration-form';
import { useCountdown } from './use-countdown';

/** Spec §9: the success screen waits 5 seconds before moving on. */
export const REGISTRATION_REDIRECT_SECONDS = 5;

/** Where a new account goes next (§4): the email step, or the phone step when the email needs nothing. */
export function nextVerificationStep(outcome: Pick<RegistrationOutcome, 'requiresVerification' | 'email' | 'phone'>): string {
  const email = encodeURIComponent(outcome.email);
  if (outcome.requiresVerification === 'email') return `/verify-email?email=${email}`;
  if (outcome.requiresVerification) return `/verify-phone?phone=${encodeURIComponent(outcome.phone)}&email=${email}`;
  return '/account/profile';
}

export function RegistrationSuccess({ outcome }: { outcome: RegistrationOutcome }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const target = nextVerificationStep(outcome);
  const { left } = useCountdown(REGISTRATION_REDIRECT_SECONDS, () => navigate(target));
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was pressed at its foot (on a phone, near the footer): the message replaces it higher up, so the
  // screen goes to the top and focus to the message's heading, or the shopper misses it (issue 37).
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div role="status" css={css`display: grid; justify-items: center; gap: ${theme.space[4]}; text-align: center;`}>
      <span
        aria-hidden="true"
        css={css`
          display: grid;
          place-items: center;
          width: 3.5rem;
          height: 3.5rem;
          border: 1px solid ${theme.colors.gold};
          border-radius: 50%;
          color: var(--accent);
        `}
      >
        <CheckIcon size={26} />
      </span>
      <h2 ref={heading} tabIndex={-1} css={css`font-size: ${theme.fontSizes['2xl']}; &:focus { outline: none; }`}>
        Welcome to Aurum
      </h2>
      <p>{outcome.message}</p>
      <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
        We sent the link to <strong>{outcome.email}</strong>. Redirecting in {left ?? 0} seconds…
      </p>
      <Button onClick={() => navigate(target)}>Continue now</Button>
    </div>
  );
}
