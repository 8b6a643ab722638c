import { describe, expect, it } from 'vitest';
import { cartLineKey, cartLines, cartTotal, removeCartLine, setCartQuantity } from './cart-actions';
import type { CartItem } from './cart-state';

const coatM: CartItem = { id: '7', name: 'Coat', brand: 'Loro Piana', price: 250_000, imageUrl: '/i/7', size: 'M', quantity: 1 };
const coatL: CartItem = { ...coatM, size: 'L', quantity: 2 };
const watch: CartItem = { id: '3', name: 'Submariner', brand: 'Rolex', price: 1_250_000, imageUrl: '/i/3', quantity: 1 };

describe('cart actions', () => {
  it('a line is a product in a size', () => {
    expect(cartLineKey(coatM)).not.toBe(cartLineKey(coatL));
    expect(cartLineKey(watch)).toBe('3|');
  });

  it('sets a quantity on one line only', () => {
    expect(setCartQuantity([coatM, coatL], cartLineKey(coatL), 5)).toEqual([coatM, { ...coatL, quantity: 5 }]);
  });

  it('a quantity of 0 or below removes the line', () => {
    expect(setCartQuantity([coatM, watch], cartLineKey(watch), 0)).toEqual([coatM]);
    expect(setCartQuantity([coatM, watch], cartLineKey(coatM), -1)).toEqual([watch]);
  });

  it('removes a line', () => {
    expect(removeCartLine([coatM, coatL, watch], cartLineKey(coatM))).toEqual([coatL, watch]);
  });

  it('totals price × quantity in pence', () => {
    expect(cartTotal([coatM, coatL, watch])).toBe(250_000 * 3 + 1_250_000);
    expect(cartTotal([])).toBe(0);
  });

  it('tolerates hand-edited storage: drops lines without id, price or a positive quantity', () => {
    expect(cartLines('nope')).toEqual([]);
    expect(cartLines([null, { id: 1, price: '100', quantity: '2.7' }, { id: 2, price: 'x', quantity: 1 }, { id: 3, price: 5, quantity: 0 }])).toEqual([
      { id: '1', price: 100, quantity: 2 },
    ]);
  });
});
