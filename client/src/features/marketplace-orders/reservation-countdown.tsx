import { useEffect, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { formatCountdown } from './order-rules';

/** How long the listing stays reserved for the buyer; says when it has ended. */
export function ReservationCountdown({ until, onEnded }: { until: string; onEnded: () => void }) {
  const theme = useTheme();
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  const ended = now >= end;

  useEffect(() => {
    if (ended) {
      onEnded();
      return;
    }
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ended, onEnded]);

  return (
    <p
      data-testid="mp-reservation"
      css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; align-items: baseline; padding: ${theme.space[3]} ${theme.space[4]}; background: ${theme.colors.black}; color: ${theme.colors.pearl}; font-size: ${theme.fontSizes.sm};`}
    >
      {ended ? (
        <span role="alert">Your reservation has ended. Start the checkout again if the watch is still available.</span>
      ) : (
        <>
          <span>Reserved for you for</span>{' '}
          {/* The seconds tick silently; screen readers read the time when they reach it. */}
          <span role="timer" aria-live="off" css={css`font-variant-numeric: tabular-nums; font-weight: 700; color: ${theme.colors.gold};`}>
            {formatCountdown(end - now)}
          </span>{' '}
          <span>minutes. Complete your payment before it ends.</span>
        </>
      )}
    </p>
  );
}
