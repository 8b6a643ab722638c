import { describe, expect, it } from 'vitest';
import { confirmationSource } from './confirmation-source';

const stored = (data: object) => ({ status: 'ok' as const, data: { cartItems: [], cartTotal: 0, timestamp: 0, ...data } });

describe('which order the confirmation page shows', () => {
  it("no checkout data: 'Order Not Found'", () => {
    expect(confirmationSource(new URLSearchParams('order=AUR-ABCDEFGH'), { status: 'missing' })).toEqual({
      ok: false,
      toast: { title: 'Order Not Found', description: "We couldn't find your order details. Please try again." },
    });
  });

  it("unreadable checkout data: 'Order Data Error'", () => {
    expect(confirmationSource(new URLSearchParams(), { status: 'unreadable' })).toEqual({
      ok: false,
      toast: { title: 'Order Data Error', description: 'There was an error loading your order details.' },
    });
  });

  it('the order of the session, with its token', () => {
    const data = stored({ orderNumber: 'AUR-ABCDEFGH', orderToken: 't' });
    expect(confirmationSource(new URLSearchParams('order=AUR-ABCDEFGH'), data)).toEqual({ ok: true, number: 'AUR-ABCDEFGH', token: 't' });
    expect(confirmationSource(new URLSearchParams(), data)).toEqual({ ok: true, number: 'AUR-ABCDEFGH', token: 't' });
  });

  it('another number than the session’s gets no token (the server then finds nothing)', () => {
    expect(confirmationSource(new URLSearchParams('order=AUR-ZZZZZZZZ'), stored({ orderNumber: 'AUR-ABCDEFGH', orderToken: 't' }))).toEqual({
      ok: true,
      number: 'AUR-ZZZZZZZZ',
      token: null,
    });
  });

  it('the email link carries both, whatever the session holds', () => {
    expect(confirmationSource(new URLSearchParams('order=AUR-ABCDEFGH&token=x'), { status: 'missing' })).toEqual({ ok: true, number: 'AUR-ABCDEFGH', token: 'x' });
  });
});
