import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

/** A titled white panel of the checkout and order pages. */
export function OrderPanel({ id, title, tone = 'white', children }: { id: string; title: string; tone?: 'white' | 'parchment'; children: ReactNode }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={id}
      css={css`display: grid; gap: ${theme.space[5]}; padding: ${theme.space[6]}; background: ${theme.colors[tone]}; border: 1px solid var(--hairline);`}
    >
      <h2 id={id} css={css`font-size: ${theme.fontSizes.xl};`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
