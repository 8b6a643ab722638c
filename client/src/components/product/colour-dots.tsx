import { css } from '@emotion/react';
import { theme } from '../ui';
import { CARD_COLOURS_SHOWN, withOverflow } from './card-rules';
import { swatchColour } from './colour-swatch';

const styles = {
  list: css`display: flex; align-items: center; gap: 0.3125rem; margin: 0;`,
  dot: css`
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    box-shadow: inset 0 0 0 1px rgba(27, 26, 23, 0.3);
  `,
  more: css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`,
};

/** Up to four colour dots then '+N'; the list is named for screen readers. */
export function ColourDots({ colors, max = CARD_COLOURS_SHOWN }: { colors: readonly string[]; max?: number }) {
  if (colors.length === 0) return null;
  const { shown, more } = withOverflow(colors, max);
  return (
    <ul
      role="list"
      aria-label={`Colours: ${colors.join(', ')}`}
      css={styles.list}
    >
      {shown.map((name) => (
        <li
          key={name}
          aria-hidden="true"
          title={name}
          css={styles.dot}
          style={{ background: swatchColour(name) }}
        />
      ))}
      {more > 0 && (
        <li aria-hidden="true" css={styles.more}>
          +{more}
        </li>
      )}
    </ul>
  );
}
