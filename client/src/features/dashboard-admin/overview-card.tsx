import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';

/** One figure card of the overview; its heading links to the page where the work is done. */
export function OverviewCard({ title, to, linkLabel, children, attention = false }: { title: string; to: string; linkLabel: string; children: ReactNode; attention?: boolean }) {
  const theme = useTheme();
  return (
    <section
      aria-label={title}
      css={css`
        display: grid;
        /* One column no wider than the card: a long line inside (a product's name) is cut short instead of widening it. */
        grid-template-columns: minmax(0, 1fr);
        align-content: start;
        gap: ${theme.space[3]};
        padding: ${theme.space[5]};
        background: ${theme.colors.onyx};
        border: 1px solid var(--hairline);
        border-top: 2px solid ${attention ? theme.colors.gold : 'var(--hairline)'};
        min-width: 0;
      `}
    >
      <h2 css={css`font-family: ${theme.fonts.text}; font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--fg-muted);`}>{title}</h2>
      {children}
      <Link to={to} css={css`justify-self: start; color: var(--accent); font-size: ${theme.fontSizes.sm};`}>
        {linkLabel}
      </Link>
    </section>
  );
}

export const bigFigure = (theme: { fonts: { display: string }; fontSizes: Record<string, string> }) => css`
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes['2xl']};
  line-height: 1.1;
  margin: 0;
`;
