import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container, Eyebrow } from '../../components/ui';

/** The frame of the seller pages: eyebrow, serif title, a line of introduction, then the page. */
export function SellerPageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const theme = useTheme();
  return (
    <Container>
      <title>{`${title} — Aurum Marketplace`}</title>
      <div css={css`display: grid; gap: ${theme.space[6]}; padding-block: ${theme.space[8]} ${theme.space[9]}; min-width: 0;`}>
        <div css={css`display: grid; gap: ${theme.space[3]}; max-width: 48rem;`}>
          <Eyebrow>Aurum Marketplace</Eyebrow>
          <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>{title}</h1>
          {intro && <p css={css`margin: 0; color: var(--fg-muted);`}>{intro}</p>}
        </div>
        {children}
      </div>
    </Container>
  );
}
