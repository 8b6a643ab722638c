/**
 * The shipping-details form's checks, the same rules and words the server
 * applies (server/src/modules/orders/checkout-details.ts), shown as the
 * shopper leaves each field.
 */
export interface ShippingValues {
  email: string;
  phone: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(\+?[1-9]\d{6,14}|0\d{9,10})$/;
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

export function validateShipping(values: Partial<ShippingValues>): Partial<Record<keyof ShippingValues, string>> {
  const text = (value: string | undefined) => (value ?? '').trim();
  const errors: Partial<Record<keyof ShippingValues, string>> = {};
  if (!EMAIL.test(text(values.email))) errors.email = 'Please enter a valid email address';
  if (!PHONE.test(text(values.phone).replace(/[\s().-]/g, ''))) errors.phone = 'Please enter a valid phone number';
  if (!text(values.name)) errors.name = 'Name is required';
  else if (text(values.name).length < 2) errors.name = 'Name must be at least 2 characters';
  if (text(values.address).length < 5) errors.address = 'Address must be at least 5 characters';
  if (text(values.city).length < 2) errors.city = 'City must be at least 2 characters';
  if (!text(values.country)) errors.country = 'Please choose a country';
  const postcode = text(values.postalCode);
  if (values.country === 'GB') {
    if (!UK_POSTCODE.test(postcode)) errors.postalCode = 'Please enter a valid UK postcode (e.g., SW1A 1AA)';
  } else if (!/^[A-Z\d][A-Z\d -]{1,14}$/i.test(postcode)) {
    errors.postalCode = 'Please enter a valid postcode';
  }
  return errors;
}
