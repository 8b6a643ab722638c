import { describe, expect, it } from 'vitest';
import { checkoutDataFromCart, parseCheckoutData } from './checkout-data';

const line = { id: '3', name: 'Submariner', brand: 'Rolex', price: 1_250_000, imageUrl: '/i/3', quantity: 2 };

describe('checkout data', () => {
  it('is built from the cart with its total in pence and a timestamp', () => {
    expect(checkoutDataFromCart([line], 42)).toEqual({ cartItems: [line], cartTotal: 2_500_000, timestamp: 42 });
  });

  it('reads missing, unreadable and good records apart', () => {
    expect(parseCheckoutData(null)).toEqual({ status: 'missing' });
    expect(parseCheckoutData('{not json')).toEqual({ status: 'unreadable' });
    expect(parseCheckoutData('"text"')).toEqual({ status: 'unreadable' });
    expect(parseCheckoutData('{"cartTotal": 5}')).toEqual({ status: 'unreadable' });
    const ok = parseCheckoutData(JSON.stringify({ cartItems: [line], cartTotal: 2_500_000, timestamp: 1, orderNumber: 'AUR-ABCDEFGH' }));
    expect(ok).toEqual({ status: 'ok', data: { cartItems: [line], cartTotal: 2_500_000, timestamp: 1, orderNumber: 'AUR-ABCDEFGH' } });
  });
});
