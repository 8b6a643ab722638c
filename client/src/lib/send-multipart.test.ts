import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalFromBody, sendMultipart } from './send-multipart';

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

describe('sendMultipart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form with the session cookie and the CSRF header, and returns the JSON body', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ticketId: '41' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('subject', 'Strap');
    expect(await sendMultipart('PUT', '/api/x', form, 'fallback')).toEqual({ ok: true, body: { ticketId: '41' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', { method: 'PUT', body: form, credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } });
  });

  it('reads a refusal, and answers status 0 with the fallback when the request never arrived', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: { message: 'Too large.' } }), { status: 413 }));
    expect(await sendMultipart('POST', '/api/x', new FormData(), 'fallback')).toEqual({ ok: false, status: 413, message: 'Too large.', fields: {} });
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendMultipart('POST', '/api/x', new FormData(), 'fallback')).toEqual({ ok: false, status: 0, message: 'fallback', fields: {} });
  });
});
