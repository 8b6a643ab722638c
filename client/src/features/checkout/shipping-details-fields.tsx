import { css, useTheme } from '@emotion/react';
import { CountrySelect } from './country-select';
import { FormField } from './form-field';

/** Contact and delivery fields of the checkout (validated by shipping-rules). */
export function ShippingDetailsFields() {
  const theme = useTheme();
  const pair = css`display: grid; gap: ${theme.space[4]}; align-items: start; ${theme.mq.sm} { grid-template-columns: 1fr 1fr; }`;
  return (
    <div css={css`display: grid; gap: ${theme.space[4]};`}>
      <div css={pair}>
        <FormField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <FormField name="phone" label="Phone" type="tel" autoComplete="tel" hint="For delivery updates, e.g. +44 20 7946 0958" />
      </div>
      <FormField name="name" label="Full name" autoComplete="name" />
      <FormField name="address" label="Address" autoComplete="street-address" />
      <div css={pair}>
        <FormField name="city" label="City" autoComplete="address-level2" />
        <FormField name="postalCode" label="Postcode" autoComplete="postal-code" />
      </div>
      <CountrySelect name="country" />
    </div>
  );
}
