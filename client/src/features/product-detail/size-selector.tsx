import { css, useTheme } from '@emotion/react';
import type { SizeOption } from './detail-rules';

/**
 * Clothing sizes as a radio group; sizes not currently available are
 * disabled. The page opens with the first available size chosen (default-size.ts): the spec's
 * "not enforced" (storefront.md §5) means no error is shown, not that a line goes without a size.
 */
export function SizeSelector({ options, value, onChange }: { options: SizeOption[]; value: string | null; onChange: (size: string) => void }) {
  const theme = useTheme();
  return (
    <fieldset css={css`border: 0; margin: 0; padding: 0; min-width: 0;`}>
      <legend css={css`margin-bottom: ${theme.space[2]}; padding: 0; font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`}>
        Size{value ? <span css={css`font-weight: 400; letter-spacing: normal; text-transform: none; color: var(--fg-muted);`}> — {value}</span> : null}
      </legend>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
        {options.map(({ size, available }) => (
          <label
            key={size}
            css={css`
              position: relative;
              display: grid;
              place-items: center;
              min-width: 3rem;
              height: 2.75rem;
              padding: 0 ${theme.space[3]};
              border: 1px solid var(--hairline);
              font-size: ${theme.fontSizes.sm};
              cursor: ${available ? 'pointer' : 'not-allowed'};
              color: ${available ? 'var(--fg)' : 'var(--fg-muted)'};
              text-decoration: ${available ? 'none' : 'line-through'};
              &:has(input:checked) {
                border-color: ${theme.colors.black};
                background: ${theme.colors.black};
                color: ${theme.colors.gold};
              }
              &:has(input:focus-visible) {
                outline: 2px solid var(--focus);
                outline-offset: 2px;
              }
              &:hover:has(input:not(:disabled)) {
                border-color: var(--accent);
              }
            `}
          >
            <input
              type="radio"
              name="size"
              value={size}
              checked={value === size}
              disabled={!available}
              onChange={() => onChange(size)}
              css={css`position: absolute; opacity: 0; inset: 0; margin: 0; cursor: inherit;`}
            />
            {size}
            {!available && <span className="visually-hidden"> (unavailable)</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
