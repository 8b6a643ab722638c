import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from './theme';

/** muted and danger read the surface's --fg-muted and --danger, so they work on ivory and on black. */
export type BadgeVariant = 'gold' | 'dark' | 'outline' | 'muted' | 'danger';

const base = css`
  display: inline-flex;
  align-items: center;
  min-height: 1.5rem;
  padding: 0 0.625rem;
  border: 1px solid transparent;
  font-size: 0.6875rem;
  font-weight: 600;
  letter-spacing: ${theme.letterSpacing.caps};
  line-height: 1;
  text-transform: uppercase;
  white-space: nowrap;
`;

const looks: Record<BadgeVariant, ReturnType<typeof css>> = {
  gold: css`background: ${theme.colors.gold}; color: ${theme.colors.black};`,
  dark: css`background: ${theme.colors.black}; color: ${theme.colors.pearl};`,
  outline: css`background: transparent; color: var(--accent); border-color: currentColor;`,
  muted: css`background: transparent; color: var(--fg-muted); border-color: var(--hairline);`,
  danger: css`background: transparent; color: var(--danger); border-color: currentColor; font-weight: 700;`,
};

export function Badge({ variant = 'gold', children, className }: { variant?: BadgeVariant; children: ReactNode; className?: string }) {
  return (
    <span className={className} css={[base, looks[variant]]}>
      {children}
    </span>
  );
}
