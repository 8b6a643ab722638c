import { css, useTheme } from '@emotion/react';
import { ButtonLink, Container } from '../../components/ui';

export const NOT_FOUND_TITLE = 'Product Not Found';
export const NOT_FOUND_TEXT = "The product you're looking for doesn't exist or has been removed.";

/** storefront.md §8: a missing product or a failed load. */
export function ProductNotFound() {
  const theme = useTheme();
  return (
    <Container>
      <title>{`${NOT_FOUND_TITLE} — Aurum`}</title>
      <div css={css`display: grid; justify-items: center; gap: ${theme.space[5]}; padding-block: ${theme.space[10]}; text-align: center;`}>
        <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>{NOT_FOUND_TITLE}</h1>
        <p css={css`max-width: 30rem; color: var(--fg-muted);`}>{NOT_FOUND_TEXT}</p>
        <ButtonLink to="/products/all">Browse All Products</ButtonLink>
      </div>
    </Container>
  );
}
