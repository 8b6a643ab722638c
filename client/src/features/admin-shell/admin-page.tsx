import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

export interface AdminPageProps {
  /** The page's h1 and document title. */
  title: string;
  /** A line under the title (counts, what the page is for). */
  description?: ReactNode;
  /** Buttons or links on the title's right (New product, Export…). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One back-office page inside the admin layout: title bar, optional actions, content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  const theme = useTheme();
  return (
    <div css={css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${theme.space[5]}; padding-bottom: ${theme.space[8]}; min-width: 0;`}>
      <title>{`${title} — Aurum admin`}</title>
      <div css={css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: end; gap: ${theme.space[4]};`}>
        <div css={css`display: grid; gap: ${theme.space[2]}; min-width: 0;`}>
          <h1 css={css`font-size: ${theme.fontSizes['3xl']}; line-height: 1.1;`}>{title}</h1>
          {description && <div css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>{description}</div>}
        </div>
        {actions && <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
