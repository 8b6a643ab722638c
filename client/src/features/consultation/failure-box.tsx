import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { FAILURE } from './consultation-options';

/** The error box on step 4 when the report could not be made (§8). */
export function FailureBox({ message }: { message: string }) {
  const theme = useTheme();
  return (
    <div
      role="alert"
      css={css`
        display: grid;
        gap: ${theme.space[2]};
        padding: ${theme.space[4]} ${theme.space[5]};
        border: 1px solid var(--danger);
        border-left-width: 4px;
        background: #fbf1ef;
      `}
    >
      <h3 css={css`font-size: ${theme.fontSizes.lg}; color: var(--danger);`}>{FAILURE.title}</h3>
      <p>{message.trim() || FAILURE.fallback}</p>
      <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
        Please try again in a moment. If the problem persists, <Link to="/contact">contact our support team</Link>.
      </p>
    </div>
  );
}
