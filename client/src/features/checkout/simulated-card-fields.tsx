import { css, useTheme } from '@emotion/react';
import type { PaymentConfig } from './use-checkout-session';
import { formatCardNumber, formatExpiry } from './card-rules';
import { FormField } from './form-field';

/** The simulated gateway's card form: Stripe's test numbers decide the outcome; nothing is charged. */
export function SimulatedCardFields({ testCards }: { testCards: PaymentConfig['testCards'] }) {
  const theme = useTheme();
  return (
    <div css={css`display: grid; gap: ${theme.space[4]};`}>
      <FormField name="cardNumber" label="Card number" autoComplete="cc-number" inputMode="numeric" placeholder="1234 1234 1234 1234" format={formatCardNumber} />
      {/* Top-aligned: an error under one box must not stretch or shift its neighbour (issue 37, phone). */}
      <div css={css`display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; gap: ${theme.space[4]};`}>
        <FormField name="cardExpiry" label="Expiry" autoComplete="cc-exp" inputMode="numeric" placeholder="MM / YY" format={formatExpiry} />
        <FormField name="cardCvc" label="CVC" autoComplete="cc-csc" inputMode="numeric" placeholder="123" maxLength={4} format={(value) => value.replace(/\D/g, '').slice(0, 4)} />
      </div>
      <div
        css={css`
          padding: ${theme.space[4]};
          border: 1px dashed var(--hairline);
          font-size: ${theme.fontSizes.sm};
          color: var(--fg-muted);
        `}
      >
        <p css={css`font-weight: 600; color: var(--fg);`}>Demonstration payments</p>
        <p>No card is charged. Use any future expiry date and any CVC with one of these test cards:</p>
        <ul css={css`margin: ${theme.space[2]} 0 0; padding-left: ${theme.space[5]};`}>
          {testCards.map((card) => (
            <li key={card.number}>
              <span css={css`font-variant-numeric: tabular-nums; color: var(--fg);`}>{card.number}</span> — {card.outcome}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
