import { css, useTheme } from '@emotion/react';

/** Shown while a lazy route's chunk loads; holds the page open so the footer does not jump up. */
export function RouteFallback() {
  const theme = useTheme();
  return (
    <div
      role="status"
      aria-label="Loading page"
      css={css`
        min-height: 100vh;
        display: grid;
        place-items: center;
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          width: 3rem;
          height: 1px;
          background: ${theme.colors.goldDeep};
          animation: pulse 1.2s ease-in-out infinite;
          @keyframes pulse {
            50% {
              transform: scaleX(2.5);
              opacity: 0.4;
            }
          }
        `}
      />
    </div>
  );
}
