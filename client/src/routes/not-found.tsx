import { css, useTheme } from '@emotion/react';
import { ButtonLink, Container } from '../components/ui';

/** Any path without a route. */
export default function NotFoundPage() {
  const theme = useTheme();
  return (
    <Container>
      <title>Page Not Found — Aurum</title>
      <div
        css={css`
          display: grid;
          justify-items: center;
          gap: ${theme.space[5]};
          padding-block: ${theme.space[10]};
          text-align: center;
        `}
      >
        <p
          css={css`
            font-family: ${theme.fonts.display};
            font-size: clamp(6rem, 4rem + 10vw, 11rem);
            line-height: 0.9;
            color: var(--accent);
            letter-spacing: 0.04em;
          `}
        >
          404
        </p>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Page Not Found</h1>
        <p css={css`max-width: 30rem; color: var(--fg-muted);`}>
          The page you are looking for might have been moved, renamed or does not exist.
        </p>
        <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[3]}; margin-top: ${theme.space[3]};`}>
          <ButtonLink to="/">Return Home</ButtonLink>
          <ButtonLink to="/products" variant="secondary">
            Browse Products
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
