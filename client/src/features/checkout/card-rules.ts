/** The simulated card form's formatting and checks (the server decides the outcome). */
export interface CardValues {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

/** "4242424242424242" → "4242 4242 4242 4242" while typing; at most 19 digits. */
export function formatCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" → "12 / 34". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function validateCard(values: Partial<CardValues>, now = new Date()): Partial<Record<keyof CardValues, string>> {
  const errors: Partial<Record<keyof CardValues, string>> = {};
  const digits = (values.cardNumber ?? '').replace(/\D/g, '');
  if (!digits) errors.cardNumber = 'Please enter your card number';
  else if (digits.length < 13 || !passesLuhn(digits)) errors.cardNumber = 'Your card number is invalid.';
  const match = /^(\d{2}) \/ (\d{2})$/.exec(values.cardExpiry ?? '');
  const month = Number(match?.[1]);
  const year = 2000 + Number(match?.[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  if (!match || month < 1 || month > 12 || year * 12 + month - 1 < current) errors.cardExpiry = "Your card's expiration date is invalid.";
  if (!/^\d{3,4}$/.test(values.cardCvc ?? '')) errors.cardCvc = "Your card's security code is incomplete.";
  return errors;
}
