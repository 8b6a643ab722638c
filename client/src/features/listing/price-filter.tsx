import { useEffect, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { TextField } from '../../components/ui';
import { normalisePriceRange, PANEL_DEFAULT_PRICE_CEILING, type PriceRange } from '@aurum/rules/catalog/price-range';
import { formatPounds } from '../../lib/money';

interface PriceFilterProps {
  value: PriceRange;
  onChange: (range: PriceRange) => void;
  ceiling?: number;
}

/**
 * Min and max in pounds. What is typed is applied on Enter or when leaving the
 * field, through the listing's price rules (normalisePriceRange).
 */
export function PriceFilter({ value, onChange, ceiling = PANEL_DEFAULT_PRICE_CEILING }: PriceFilterProps) {
  const theme = useTheme();
  const [min, setMin] = useState(String(value.min));
  const [max, setMax] = useState(String(value.max));
  useEffect(() => {
    setMin(String(value.min));
    setMax(String(value.max));
  }, [value.min, value.max]);

  const apply = () => {
    const range = normalisePriceRange(min, max, ceiling);
    setMin(String(range.min));
    setMax(String(range.max));
    if (range.min !== value.min || range.max !== value.max) onChange(range);
  };
  const fieldProps = {
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    onBlur: apply,
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        apply();
      }
    },
  };

  return (
    <div css={css`display: grid; gap: ${theme.space[3]};`}>
      <div css={css`display: grid; grid-template-columns: 1fr 1fr; gap: ${theme.space[3]};`}>
        <TextField label="Min price (£)" value={min} onChange={(e) => setMin(e.currentTarget.value)} {...fieldProps} />
        <TextField label="Max price (£)" value={max} onChange={(e) => setMax(e.currentTarget.value)} {...fieldProps} />
      </div>
      <p css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
        From £0 to {formatPounds(ceiling)}. Press Enter to apply.
      </p>
    </div>
  );
}
