import { type ShippingValues, validateShipping } from '../checkout/shipping-rules';

/** The delivery address of a marketplace order: the shop checkout's fields without the email (the account's is used). */
export type DeliveryValues = Omit<ShippingValues, 'email'>;

/** The shop checkout's address rules and words (the server checks the same: modules/orders/checkout-details.ts). */
export function validateDelivery(values: Partial<DeliveryValues>): Partial<Record<keyof DeliveryValues, string>> {
  // The marketplace takes no email here; only the address fields are judged.
  const { email: _email, ...errors } = validateShipping({ ...values, email: '' });
  return errors;
}
