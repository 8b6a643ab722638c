import { css, useTheme } from '@emotion/react';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const theme = useTheme();
  return (
    <a
      href={`#${MAIN_ID}`}
      css={css`
        position: fixed;
        top: ${theme.space[3]};
        left: ${theme.space[3]};
        z-index: ${theme.zIndices.skipLink};
        padding: ${theme.space[3]} ${theme.space[5]};
        background: ${theme.colors.gold};
        color: ${theme.colors.black};
        font-size: ${theme.fontSizes.sm};
        font-weight: 600;
        letter-spacing: 0.06em;
        transform: translateY(-200%);
        transition: transform ${theme.durations.fast} ${theme.easing};
        &:focus-visible {
          transform: none;
          outline-color: ${theme.colors.black};
          outline-offset: -4px;
        }
      `}
    >
      Skip to content
    </a>
  );
}
