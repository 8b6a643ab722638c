import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

export type HeadingLevel = 2 | 3 | 4;

/** A serif heading at a given outline level; the size follows the level. */
export function Heading({ level, id, children }: { level: HeadingLevel; id?: string; children: ReactNode }) {
  const theme = useTheme();
  const Tag = `h${level}` as const;
  const size = { 2: theme.fontSizes['2xl'], 3: theme.fontSizes.xl, 4: theme.fontSizes.lg }[level];
  return (
    <Tag id={id} css={css`font-size: ${size}; line-height: 1.2;`}>
      {children}
    </Tag>
  );
}

export const nextLevel = (level: HeadingLevel): HeadingLevel => (level === 2 ? 3 : 4);
