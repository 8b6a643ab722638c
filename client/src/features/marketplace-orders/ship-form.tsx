import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Button, useToast } from '../../components/ui';
import type { Carrier } from '../../gql/graphql';
import { useShipMarketplaceOrderMutation } from '../../gql/hooks';
import { type DispatchValues, validateDispatch } from '../orders-admin/rules';
import { ShipmentFields } from '../orders-admin/shipment-fields';
import { apiError } from '../../lib/api-error';

/** The seller's shipment: carrier and tracking number, checked here as the server checks them (modules/orders/carriers.ts). */
export function ShipForm({ orderId, number }: { orderId: string; number: string }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [ship] = useShipMarketplaceOrderMutation();

  const submit = async (values: DispatchValues) => {
    try {
      await ship({ variables: { id: orderId, input: { carrier: values.carrier as Carrier, trackingNumber: values.trackingNumber ?? '' } } });
      toast({ title: `Order ${number} shipped`, description: 'The buyer has been emailed the tracking details.', variant: 'success' });
      return undefined;
    } catch (error) {
      const refused = apiError(error, 'The shipment could not be saved. Please try again.');
      return Object.keys(refused.fields).length > 0 ? refused.fields : { [FORM_ERROR]: refused.message };
    }
  };

  return (
    <Form<DispatchValues> onSubmit={submit} validate={validateDispatch} initialValues={{ carrier: '', trackingNumber: '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form noValidate aria-label="Ship the watch" onSubmit={handleSubmit} css={css`display: grid; gap: ${theme.space[4]};`}>
          <ShipmentFields />
          {submitError && (
            <p role="alert" css={css`color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
              {submitError}
            </p>
          )}
          <div>
            <Button type="submit" aria-busy={submitting || undefined}>
              {submitting ? 'Saving…' : 'Mark as shipped'}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
