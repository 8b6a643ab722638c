import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Button, useToast } from '../../components/ui';
import type { Carrier } from '../../gql/graphql';
import { useDispatchOrderMutation } from '../../gql/hooks';
import { type DispatchValues, validateDispatch } from './rules';
import { ShipmentFields } from './shipment-fields';
import { errorText } from './styles';
import { apiError } from '../../lib/api-error';

/** Mark as dispatched: carrier and tracking number, checked here as the server checks them. */
export function DispatchForm({ number, onDone }: { number: string; onDone: () => void }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [dispatch] = useDispatchOrderMutation({ refetchQueries: ['StaffOrders'] });

  const submit = async (values: DispatchValues) => {
    try {
      await dispatch({ variables: { number, input: { carrier: values.carrier as Carrier, trackingNumber: values.trackingNumber ?? '' } } });
      toast({ title: `Order ${number} dispatched`, description: 'The customer has been emailed the tracking details.', variant: 'success' });
      onDone();
      return undefined;
    } catch (error) {
      const refused = apiError(error, 'The order could not be marked as dispatched. Please try again.');
      return Object.keys(refused.fields).length > 0 ? refused.fields : { [FORM_ERROR]: refused.message };
    }
  };

  return (
    <Form<DispatchValues> onSubmit={submit} validate={validateDispatch} initialValues={{ carrier: '', trackingNumber: '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form noValidate aria-label={`Dispatch order ${number}`} onSubmit={handleSubmit} css={css`display: grid; gap: ${theme.space[4]};`}>
          <ShipmentFields />
          {submitError && (
            <p role="alert" css={errorText(theme)}>
              {submitError}
            </p>
          )}
          <div>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving…' : 'Mark as dispatched'}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
