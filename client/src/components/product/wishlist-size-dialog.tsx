import { css, useTheme } from '@emotion/react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { SizeAnswer, SizedProduct } from './wishlist-size';

/**
 * "Which size should we follow?" when a clothing piece is wishlisted from a card (issue 38): one tap on a size
 * (sold-out sizes too: those are the ones worth following) or "Any size" adds it; closing adds nothing.
 * Built on Dialog: focus is trapped inside and returns to the heart that opened it. Loaded on first use.
 */
export function WishlistSizeDialog({ product, onAnswer }: { product: SizedProduct | null; onAnswer: (size: SizeAnswer) => void }) {
  const theme = useTheme();
  return (
    <Dialog
      open={product !== null}
      onClose={() => onAnswer(undefined)}
      title="Which size should we follow?"
      description={product ? `We will tell you when ${product.name} is back in stock in your size, and when its price drops.` : undefined}
      width="min(28rem, 100%)"
    >
      {product && (
        <div role="group" aria-label="Sizes" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
          {product.sizes.map((size) => {
            const soldOut = !product.availableSizes.includes(size);
            return (
              <Button key={size} variant="secondary" onClick={() => onAnswer(size)}>
                {size}
                {soldOut && <span css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>sold out</span>}
              </Button>
            );
          })}
          <Button variant="ghost" onClick={() => onAnswer(null)}>
            Any size
          </Button>
        </div>
      )}
    </Dialog>
  );
}
