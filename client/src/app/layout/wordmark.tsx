import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';

/** The AURUM wordmark; text (not an image) so it stays crisp and is the link's accessible name. */
export function Wordmark({ size = 'md', onClick }: { size?: 'sm' | 'md'; onClick?: () => void }) {
  const centred = size === 'md';
  const theme = useTheme();
  return (
    <Link
      to="/"
      onClick={onClick}
      css={css`
        display: inline-grid;
        justify-items: center;
        gap: 0.125rem;
        color: ${theme.colors.gold};
        line-height: 1;
      `}
    >
      <span
        css={css`
          font-family: ${theme.fonts.display};
          font-size: ${size === 'md' ? '2rem' : '1.625rem'};
          font-weight: 500;
          letter-spacing: 0.42em;
          /* Letter-spacing trails the last letter; pad the start so a centred mark balances. */
          padding-left: ${centred ? '0.42em' : '0'};
          margin-right: ${centred ? '0' : '-0.42em'};
          text-transform: uppercase;
        `}
      >
        Aurum
      </span>
      {centred && (
        <span
          aria-hidden="true"
          css={css`
            font-size: 0.5625rem;
            letter-spacing: 0.5em;
            padding-left: 0.5em;
            color: ${theme.colors.mist};
            text-transform: uppercase;
          `}
        >
          Mayfair · London
        </span>
      )}
    </Link>
  );
}
