import { css, useTheme } from '@emotion/react';
import { formatCartCount } from '../../lib/shop-lists';

const SIZES = {
  sm: { box: '1.125rem', font: '0.625rem', top: '0.25rem', right: '0.125rem', padding: '0.25rem' },
  md: { box: '1.375rem', font: '0.6875rem', top: '-0.25rem', right: '-0.25rem', padding: '0.3rem' },
} as const;

/** The gold count on a cart icon (99+ at most); decorative, as the icon's label says the count. */
export function CartCountBadge({ count, size = 'sm', testId }: { count: number; size?: keyof typeof SIZES; testId?: string }) {
  const theme = useTheme();
  const s = SIZES[size];
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      css={css`
        position: absolute;
        top: ${s.top};
        right: ${s.right};
        min-width: ${s.box};
        height: ${s.box};
        padding: 0 ${s.padding};
        border-radius: ${theme.radii.pill};
        background: ${theme.colors.gold};
        color: ${theme.colors.black};
        font-size: ${s.font};
        font-weight: 700;
        line-height: ${s.box};
        text-align: center;
      `}
    >
      {formatCartCount(count)}
    </span>
  );
}
