import { CART_LIMITS } from '@aurum/rules/orders/cart-limits';
import { css, useTheme } from '@emotion/react';
import { MinusIcon, PlusIcon } from '../../components/ui';

/**
 * − and + around the quantity. Going below 1 removes the line
 * (accounts-support-info.md §2), so − is never disabled.
 */
export function CartQuantity({ name, value, onChange }: { name: string; value: number; onChange: (quantity: number) => void }) {
  const theme = useTheme();
  const step = css`
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border: 0;
    background: transparent;
    color: var(--fg);
    cursor: pointer;
    transition: color ${theme.durations.fast} ${theme.easing};
    &:hover:not(:disabled) {
      color: var(--accent);
    }
    &:disabled {
      opacity: 0.4;
      cursor: not-allowed;
    }
  `;
  return (
    <div role="group" aria-label={`Quantity of ${name}`} css={css`display: inline-flex; align-items: center; border: 1px solid var(--hairline);`}>
      <button type="button" css={step} aria-label={value <= 1 ? `Remove ${name}` : `Decrease quantity of ${name}`} onClick={() => onChange(value - 1)}>
        <MinusIcon size={14} />
      </button>
      <span
        aria-live="polite"
        css={css`
          min-width: 2rem;
          text-align: center;
          font-size: ${theme.fontSizes.sm};
          font-variant-numeric: tabular-nums;
        `}
      >
        {value}
      </span>
      <button type="button" css={step} aria-label={`Increase quantity of ${name}`} disabled={value >= CART_LIMITS.maxQuantity} onClick={() => onChange(value + 1)}>
        <PlusIcon size={14} />
      </button>
    </div>
  );
}
