import { css, keyframes, useTheme } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A thin gold ring for waits inside a page (the protected-route check, a submit). */
export function Spinner({ label = 'Loading', size = 32 }: { label?: string; size?: number }) {
  const theme = useTheme();
  return (
    <span role="status" aria-label={label} css={css`display: inline-grid; place-items: center;`}>
      <span
        aria-hidden="true"
        css={css`
          width: ${size}px;
          height: ${size}px;
          border-radius: 50%;
          border: 1px solid ${theme.colors.hairlineLight};
          border-top-color: var(--accent);
          animation: ${spin} 0.9s linear infinite;
        `}
      />
    </span>
  );
}
