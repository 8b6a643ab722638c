/**
 * Stripe's documented test cards, understood by the simulated gateway so the
 * offline checkout behaves like Stripe's test mode.
 */
export type CardOutcome =
  | { ok: true }
  | { ok: false; code: 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'invalid_number' | 'invalid_expiry'; message: string };

export const CARD_MESSAGES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  invalid_number: 'Your card number is invalid.',
  invalid_expiry: "Your card's expiration date is invalid.",
} as const;

const DECLINES: Record<string, keyof typeof CARD_MESSAGES> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
};

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** Luhn checksum, as card networks use. */
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

/** "MM/YY" or "MM / YY", a month from now on. */
export function expiryIsValid(expiry: string, now = new Date()): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

const fail = (code: keyof typeof CARD_MESSAGES): CardOutcome => ({ ok: false, code, message: CARD_MESSAGES[code] });

/** What the simulated gateway answers for a card: any valid card succeeds except the decline test numbers. */
export function simulateCard(card: CardInput, now = new Date()): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return fail('invalid_number');
  if (!expiryIsValid(card.expiry, now)) return fail('invalid_expiry');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return fail('incorrect_cvc');
  const decline = DECLINES[digits];
  return decline ? fail(decline) : { ok: true };
}

/** Shown beside the simulated card form so anyone can try each outcome. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Card declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
] as const;
