import { css, useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { Button, SelectField, TextField, useToast } from '../../components/ui';
import type { Carrier } from '../../gql/graphql';
import { useDispatchOrderMutation } from '../../gql/hooks';
import { CARRIERS, type DispatchValues, validateDispatch } from './rules';
import { refusalOf } from './server-error';
import { errorText } from './styles';

/** An error shows once the field is left (or on submit), and the server's own refusal the same way. */
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
      const refused = refusalOf(error, 'The order could not be marked as dispatched. Please try again.');
      return Object.keys(refused.fields).length > 0 ? refused.fields : { [FORM_ERROR]: refused.message };
    }
  };

  return (
    <Form<DispatchValues> onSubmit={submit} validate={validateDispatch} initialValues={{ carrier: '', trackingNumber: '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form noValidate aria-label={`Dispatch order ${number}`} onSubmit={handleSubmit} css={css`display: grid; gap: ${theme.space[4]};`}>
          <Field<string> name="carrier" subscription={errorSubscription}>
            {({ input, meta }) => (
              <SelectField {...input} label="Carrier" error={shownError(meta)} announceError>
                <option value="">Choose the carrier</option>
                {CARRIERS.map((carrier) => (
                  <option key={carrier.value} value={carrier.value}>
                    {carrier.label}
                  </option>
                ))}
              </SelectField>
            )}
          </Field>
          <Field<string> name="trackingNumber" subscription={errorSubscription}>
            {({ input, meta }) => (
              <TextField {...input} label="Tracking number" hint="As printed on the carrier's label; spaces are ignored." autoComplete="off" spellCheck={false} error={shownError(meta)} announceError />
            )}
          </Field>
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
