import { css, useTheme } from '@emotion/react';
import { useReturnableOrderQuery } from '../../gql/hooks';

/** Chosen quantities by line (`productId|size`). */
export type ReturnQuantities = Record<string, number>;

const ORDER_NUMBER = /^AUR-[A-Z0-9]{8}$/;
export const lineKey = (line: { productId: string; size?: string | null }) => `${line.productId}|${line.size ?? ''}`;

/** The chosen lines as the API takes them: only those with a quantity. */
export function returnLines(quantities: ReturnQuantities | undefined) {
  return Object.entries(quantities ?? {})
    .filter(([, quantity]) => quantity > 0)
    .map(([key, quantity]) => {
      const [productId, size] = key.split('|');
      return { productId, size: size || null, quantity };
    });
}

/** A return names the pieces sent back: once the order number is one of the customer's, its lines with how many to return. */
export function ReturnLinesField({ orderNumber, value, onChange }: { orderNumber: string | undefined; value: ReturnQuantities | undefined; onChange: (next: ReturnQuantities) => void }) {
  const theme = useTheme();
  const number = (orderNumber ?? '').trim().toUpperCase();
  const { data, dataState } = useReturnableOrderQuery({ variables: { number }, skip: !ORDER_NUMBER.test(number) });
  const lines = dataState === 'complete' && data.order ? data.order.lines.filter((line) => line.quantity > line.refundedQuantity) : [];
  if (lines.length === 0) return null;
  return (
    <fieldset css={css`display: grid; gap: ${theme.space[2]}; border: 1px solid var(--hairline); padding: ${theme.space[3]};`}>
      <legend>Items to return (only these are refunded)</legend>
      {lines.map((line) => {
        const left = line.quantity - line.refundedQuantity;
        const key = lineKey(line);
        return (
          <label key={key} css={css`display: flex; gap: ${theme.space[2]}; align-items: center;`}>
            <input
              type="number"
              min={0}
              max={left}
              value={value?.[key] ?? 0}
              onChange={(event) => onChange({ ...value, [key]: Math.max(0, Math.min(left, Math.trunc(Number(event.target.value) || 0))) })}
              css={css`width: 4rem;`}
            />
            <span>
              {line.brand} {line.name}
              {line.size ? `, size ${line.size}` : ''} (of {left})
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
