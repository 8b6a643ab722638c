import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

/** Eyebrow + serif title, the recurring heading of every page section. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  align = 'center',
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  id?: string;
  align?: 'center' | 'start';
  children?: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        justify-items: ${align === 'center' ? 'center' : 'start'};
        text-align: ${align === 'center' ? 'center' : 'left'};
      `}
    >
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id} css={css`font-size: ${theme.fontSizes['3xl']};`}>
        {title}
      </h2>
      {children && (
        <p css={css`max-width: 36rem; color: var(--fg-muted); font-size: ${theme.fontSizes.md};`}>{children}</p>
      )}
    </div>
  );
}

export function Eyebrow({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <p
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${theme.space[3]};
        color: var(--accent);
        font-size: ${theme.fontSizes.xs};
        font-weight: 600;
        letter-spacing: ${theme.letterSpacing.wide};
        text-transform: uppercase;
        &::before,
        &::after {
          content: '';
          width: 1.75rem;
          height: 1px;
          background: currentColor;
          opacity: 0.6;
        }
      `}
    >
      {children}
    </p>
  );
}
