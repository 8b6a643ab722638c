import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { MinusIcon, PlusIcon } from '../ui';
import { clampQuantity } from './quantity-rules';

/** Quantity with − and + (never below 1; never above `max`). */
export function QuantityStepper({ value, onChange, max }: { value: number; onChange: (value: number) => void; max: number }) {
  const theme = useTheme();
  const id = useId();
  const step = css`
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 0;
    background: transparent;
    color: var(--fg);
    cursor: pointer;
    &:disabled {
      opacity: 0.4;
      cursor: not-allowed;
    }
  `;
  return (
    <div css={css`display: grid; gap: ${theme.space[2]};`}>
      <label htmlFor={id} css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`}>
        Quantity
      </label>
      <div css={css`display: inline-flex; width: fit-content; border: 1px solid var(--hairline);`}>
        <button type="button" aria-label="Decrease quantity" disabled={value <= 1} onClick={() => onChange(clampQuantity(value - 1, max))} css={step}>
          <MinusIcon size={16} />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(e) => onChange(clampQuantity(Number(e.currentTarget.value), max))}
          css={css`
            width: 3rem;
            border: 0;
            border-inline: 1px solid var(--hairline);
            background: transparent;
            color: var(--fg);
            text-align: center;
            font-size: ${theme.fontSizes.md};
            font-variant-numeric: tabular-nums;
            appearance: textfield;
            &::-webkit-inner-spin-button,
            &::-webkit-outer-spin-button {
              appearance: none;
              margin: 0;
            }
          `}
        />
        <button type="button" aria-label="Increase quantity" disabled={value >= max} onClick={() => onChange(clampQuantity(value + 1, max))} css={step}>
          <PlusIcon size={16} />
        </button>
      </div>
    </div>
  );
}
