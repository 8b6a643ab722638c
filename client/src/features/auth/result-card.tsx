import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { CheckIcon, CloseIcon } from '../../components/ui';

/** The outcome of a verification or reset step: a mark, a title, a message and its actions. */
export function ResultCard({ tone, title, children, actions }: { tone: 'success' | 'error'; title: string; children?: ReactNode; actions?: ReactNode }) {
  const theme = useTheme();
  const color = tone === 'success' ? theme.colors.goldDeep : theme.colors.danger;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} css={css`display: grid; justify-items: center; gap: ${theme.space[4]}; text-align: center;`}>
      <span
        aria-hidden="true"
        css={css`
          display: grid;
          place-items: center;
          width: 3.5rem;
          height: 3.5rem;
          border: 1px solid ${color};
          border-radius: 50%;
          color: ${color};
        `}
      >
        {tone === 'success' ? <CheckIcon size={26} /> : <CloseIcon size={24} />}
      </span>
      <h2 css={css`font-size: ${theme.fontSizes['2xl']};`}>{title}</h2>
      {children && <div css={css`display: grid; gap: ${theme.space[3]}; color: var(--fg-muted);`}>{children}</div>}
      {actions && <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[3]}; margin-top: ${theme.space[2]};`}>{actions}</div>}
    </div>
  );
}
