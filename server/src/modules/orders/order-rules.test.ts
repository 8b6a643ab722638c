import { describe, expect, it } from 'vitest';
import { parseCheckoutDetails } from '../delivery/checkout-details';
import { newOrderNumber, ORDER_NUMBER_PATTERN } from './order-access';
import { includedVat, orderTotals } from './order-totals';
import { expiryIsValid, passesLuhn, simulateCard } from '../payments/simulated-cards';
import { groupByProduct } from './stock-reservations';
import { outOfStockMessage } from './order-stock';

describe('order totals', () => {
  it('shipping is 0 and the total equals the subtotal; VAT at 20 % is contained in it', () => {
    expect(orderTotals([{ unitPricePence: 1_250_000, quantity: 2 }, { unitPricePence: 99_999, quantity: 1 }])).toEqual({
      subtotalPence: 2_599_999,
      shippingPence: 0,
      vatPence: 433_333,
      totalPence: 2_599_999,
    });
    expect(includedVat(12_000)).toBe(2_000);
    expect(includedVat(1)).toBe(0);
  });
});

describe('order numbers', () => {
  it('are random, readable and match the pattern', () => {
    const numbers = new Set(Array.from({ length: 200 }, newOrderNumber));
    expect(numbers.size).toBe(200);
    for (const number of numbers) expect(number).toMatch(ORDER_NUMBER_PATTERN);
  });
});

describe('simulated cards', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const withNumber = (number: string) => simulateCard({ number, expiry: '12/30', cvc: '123' }, now);

  it("follow Stripe's test numbers", () => {
    expect(withNumber('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(withNumber('4000 0000 0000 0002')).toEqual({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
    expect(withNumber('4000-0000-0000-9995')).toEqual({ ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(withNumber('5555 5555 5555 4444')).toEqual({ ok: true });
  });

  it('check the number, expiry and security code', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(withNumber('4242').ok).toBe(false);
    expect(expiryIsValid('11/26', now)).toBe(true);
    expect(expiryIsValid('10/26', now)).toBe(false);
    expect(expiryIsValid('13/30', now)).toBe(false);
    expect(expiryIsValid('1230', now)).toBe(false);
    expect(simulateCard({ number: '4242424242424242', expiry: '12 / 30', cvc: '12' }, now)).toMatchObject({ code: 'incorrect_cvc' });
  });
});

describe('checkout details', () => {
  const valid = { email: 'a@b.co', phone: '020 7946 0958', name: 'Jo', address: '1 High St', city: 'Bath', postalCode: 'ba1 1aa', country: 'gb' };

  it('accepts boundary values and normalises them', () => {
    expect(parseCheckoutDetails(valid)).toEqual({ ...valid, phone: '02079460958', postalCode: 'BA1 1AA', country: 'GB' });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'J', 'Name must be at least 2 characters'],
    ['address', '1 Hi', 'Address must be at least 5 characters'],
    ['city', 'B', 'City must be at least 2 characters'],
    ['phone', '0123', 'Please enter a valid phone number'],
    ['email', 'a@b', 'Please enter a valid email address'],
    ['postalCode', '12345', 'Please enter a valid UK postcode (e.g., SW1A 1AA)'],
    ['country', 'ZZ', 'Please choose a country'],
  ])('%s %j → %s', (field, value, message) => {
    try {
      parseCheckoutDetails({ ...valid, [field]: value });
      expect.unreachable();
    } catch (error: any) {
      expect(error.details.fields).toEqual([{ field, messages: [message] }]);
    }
  });
});

describe('stock requests', () => {
  it('sum two sizes of one product and sort by product (a fixed lock order)', () => {
    expect(groupByProduct([{ productId: 9, quantity: 1 }, { productId: 3, quantity: 2 }, { productId: 9, quantity: 2 }])).toEqual([
      { productId: 3, quantity: 2 },
      { productId: 9, quantity: 3 },
    ]);
  });

  it('out-of-stock messages say what is left', () => {
    expect(outOfStockMessage([{ productId: 1, name: 'Nautilus', requested: 1, available: 0 }])).toBe('Sorry, Nautilus is out of stock.');
    expect(outOfStockMessage([{ productId: 1, name: 'Nautilus', requested: 3, available: 1 }])).toBe('Sorry, only 1 of Nautilus is left in stock.');
  });
});
