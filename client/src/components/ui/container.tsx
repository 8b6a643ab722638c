import type { ComponentPropsWithoutRef } from 'react';
import { css, useTheme } from '@emotion/react';

/** Centres content at the site's max width with responsive side gutters. */
export function Container(props: ComponentPropsWithoutRef<'div'>) {
  const theme = useTheme();
  return (
    <div
      css={css`
        width: 100%;
        max-width: calc(${theme.layout.maxWidth} + 2 * ${theme.layout.gutter});
        margin-inline: auto;
        padding-inline: ${theme.layout.gutter};
      `}
      {...props}
    />
  );
}
