import { css, useTheme } from '@emotion/react';
import { Button, Container } from '../components/ui';

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const theme = useTheme();
  return (
    <Container>
      <div
        role="alert"
        css={css`
          display: grid;
          justify-items: center;
          gap: ${theme.space[5]};
          padding-block: ${theme.space[10]};
          text-align: center;
        `}
      >
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Something went wrong</h1>
        <p css={css`color: var(--fg-muted); max-width: 30rem;`}>
          We could not display this page. Please try again; if the problem continues, our concierge is happy to help.
        </p>
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </Container>
  );
}
