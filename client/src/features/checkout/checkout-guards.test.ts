import { describe, expect, it } from 'vitest';
import { checkoutDataProblem, setupFailureToast } from './checkout-guards';
import { graphqlErrorOf } from '../../lib/api-error';

const line = { id: '1', name: 'W', brand: 'B', price: 1000, imageUrl: '', quantity: 1 };

describe('checkout guards (storefront.md §4, §5, §8)', () => {
  it('an empty cart is refused with the Empty Cart toast', () => {
    expect(checkoutDataProblem({ cartItems: [], cartTotal: 0, timestamp: 0 })).toEqual({
      title: 'Empty Cart',
      description: 'Your cart is empty. Please add items before checking out.',
    });
  });

  it('a total of 0 or less (or not a number) is the Checkout Error', () => {
    for (const cartTotal of [0, -5, Number.NaN]) {
      expect(checkoutDataProblem({ cartItems: [line], cartTotal, timestamp: 0 })).toEqual({
        title: 'Checkout Error',
        description: 'Your cart total is invalid. Please add items to your cart and try again.',
      });
    }
    expect(checkoutDataProblem({ cartItems: [line], cartTotal: 1, timestamp: 0 })).toBeNull();
  });

  it("a total the server disagrees with is the Checkout Error; other failures show the server's message or the default", () => {
    const mismatch = graphqlErrorOf({ errors: [{ message: 'x', extensions: { code: 'CONFLICT', reason: 'TOTAL_MISMATCH' } }] });
    expect(setupFailureToast(mismatch).title).toBe('Checkout Error');
    const soldOut = graphqlErrorOf({ errors: [{ message: 'Sorry, Nautilus is out of stock.', extensions: { code: 'CONFLICT', reason: 'OUT_OF_STOCK' } }] });
    expect(setupFailureToast(soldOut)).toEqual({ title: 'Payment Setup Failed', description: 'Sorry, Nautilus is out of stock.' });
    expect(setupFailureToast(null)).toEqual({ title: 'Payment Setup Failed', description: 'Could not set up payment. Please try again.' });
    expect(setupFailureToast(null, 'No client secret returned from server').description).toBe('No client secret returned from server');
    const internal = graphqlErrorOf({ errors: [{ message: 'Something went wrong on our side.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(setupFailureToast(internal).description).toBe('Could not set up payment. Please try again.');
  });
});
