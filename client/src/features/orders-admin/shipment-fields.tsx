import { Field } from 'react-final-form';
import { SelectField, TextField } from '../../components/ui';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { CARRIERS } from './rules';

/**
 * Carrier and tracking number, the fields of every shipment form (staff
 * dispatching a shop order, a seller shipping a marketplace order), inside a
 * react-final-form validated with `validateDispatch`.
 */
export function ShipmentFields() {
  return (
    <>
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
    </>
  );
}
