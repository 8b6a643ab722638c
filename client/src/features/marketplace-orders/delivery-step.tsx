import { useMemo } from 'react';
import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { OrderPanel } from '../../components/order';
import { Button } from '../../components/ui';
import { useCheckoutPrefillQuery, useStartMarketplaceCheckoutMutation } from '../../gql/hooks';
import type { StartMarketplaceCheckoutMutation } from '../../gql/graphql';
import { CountrySelect } from '../checkout/country-select';
import { shippingCountries } from '../checkout/countries';
import { FormField } from '../checkout/form-field';
import { graphqlErrorOf, hasFieldErrors } from '../../lib/api-error';
import { type DeliveryValues, validateDelivery } from './form-rules';

export type StartedCheckout = StartMarketplaceCheckoutMutation['startMarketplaceCheckout'];

/** The account's own address, when it has one, fills the form in. */
function useInitialValues(): Partial<DeliveryValues> {
  const { data } = useCheckoutPrefillQuery({ fetchPolicy: 'cache-first' });
  const me = data?.me;
  return useMemo(() => {
    if (!me) return { country: 'GB' };
    const country = shippingCountries().find((c) => c.code === me.country?.toUpperCase() || c.name === me.country)?.code ?? 'GB';
    return { name: [me.firstName, me.lastName].filter(Boolean).join(' '), phone: me.phone ?? '', address: me.address ?? '', city: me.city ?? '', postalCode: me.postcode ?? '', country };
  }, [me]);
}

/** Step 1: where the watch goes. Continuing reserves the listing for the buyer and opens the payment. */
export function DeliveryStep({ listingId, reservationMinutes, onStarted }: { listingId: string; reservationMinutes: number; onStarted: (started: StartedCheckout, delivery: DeliveryValues) => void }) {
  const theme = useTheme();
  const initialValues = useInitialValues();
  const [start] = useStartMarketplaceCheckoutMutation();
  const pair = css`display: grid; gap: ${theme.space[4]}; align-items: start; ${theme.mq.sm} { grid-template-columns: 1fr 1fr; }`;

  const submit = async (values: DeliveryValues) => {
    const delivery = { name: values.name.trim(), phone: values.phone.trim(), address: values.address.trim(), city: values.city.trim(), postalCode: values.postalCode.trim(), country: values.country };
    try {
      const result = await start({ variables: { listingId, delivery } });
      if (!result.data) throw result.error;
      onStarted(result.data.startMarketplaceCheckout, delivery);
      return undefined;
    } catch (error) {
      const server = graphqlErrorOf(error);
      if (server && hasFieldErrors(server)) return { ...server.fields, [FORM_ERROR]: server.message };
      return { [FORM_ERROR]: server?.message ?? 'Your checkout could not be started. Please try again.' };
    }
  };

  return (
    <Form<DeliveryValues> onSubmit={submit} validate={validateDelivery} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, submitError }) => (
        <form noValidate aria-label="Delivery address" onSubmit={(event) => (submitting ? event.preventDefault() : handleSubmit(event))}>
          <OrderPanel id="mp-checkout-delivery" title="1. Delivery address">
            <div css={css`display: grid; gap: ${theme.space[4]};`}>
              <FormField name="name" label="Full name" autoComplete="name" />
              <FormField name="phone" label="Phone" type="tel" autoComplete="tel" hint="For the carrier, e.g. +44 20 7946 0958" />
              <FormField name="address" label="Address" autoComplete="street-address" />
              <div css={pair}>
                <FormField name="city" label="City" autoComplete="address-level2" />
                <FormField name="postalCode" label="Postcode" autoComplete="postal-code" />
              </div>
              <CountrySelect name="country" />
            </div>
            {submitError && (
              <p role="alert" data-testid="mp-checkout-error" css={css`padding: ${theme.space[3]} ${theme.space[4]}; border-left: 2px solid var(--danger); color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
                {submitError}
              </p>
            )}
            <Button type="submit" size="lg" fullWidth aria-busy={submitting || undefined}>
              {submitting ? 'Reserving…' : 'Continue to payment'}
            </Button>
            <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.xs}; text-align: center;`}>
              The watch is then reserved for you for {reservationMinutes} minutes while you pay.
            </p>
          </OrderPanel>
        </form>
      )}
    </Form>
  );
}
