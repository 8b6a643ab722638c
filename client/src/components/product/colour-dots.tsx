import { css, useTheme } from '@emotion/react';
import { CARD_COLOURS_SHOWN, withOverflow } from './card-rules';
import { swatchColour } from './colour-swatch';

/** Up to four colour dots then '+N'; the list is named for screen readers. */
export function ColourDots({ colors, max = CARD_COLOURS_SHOWN }: { colors: readonly string[]; max?: number }) {
  const theme = useTheme();
  if (colors.length === 0) return null;
  const { shown, more } = withOverflow(colors, max);
  return (
    <ul
      role="list"
      aria-label={`Colours: ${colors.join(', ')}`}
      css={css`display: flex; align-items: center; gap: 0.3125rem; margin: 0;`}
    >
      {shown.map((name) => (
        <li
          key={name}
          aria-hidden="true"
          title={name}
          css={css`
            width: 0.75rem;
            height: 0.75rem;
            border-radius: 50%;
            background: ${swatchColour(name)};
            box-shadow: inset 0 0 0 1px rgba(27, 26, 23, 0.3);
          `}
        />
      ))}
      {more > 0 && (
        <li aria-hidden="true" css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
          +{more}
        </li>
      )}
    </ul>
  );
}
