import { describe, expect, it } from 'vitest';
import { refusalFromBody } from './send-multipart';

describe('refusalFromBody', () => {
  it('keeps the server’s message and field messages word for word', () => {
    const body = { error: { code: 'BAD_USER_INPUT', message: 'Please correct the errors above before submitting.', details: { fields: { postcode: 'Enter a valid UK postcode' } } } };
    expect(refusalFromBody(400, body, 'fallback')).toEqual({ ok: false, status: 400, message: 'Please correct the errors above before submitting.', fields: { postcode: 'Enter a valid UK postcode' } });
  });

  it('falls back when the answer is not the error shape', () => {
    expect(refusalFromBody(502, null, 'Try again')).toEqual({ ok: false, status: 502, message: 'Try again', fields: {} });
    expect(refusalFromBody(500, { error: { message: 42 } }, 'Try again')).toMatchObject({ message: 'Try again' });
  });
});
