import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitTicket, TICKET_FAILURE } from './submit-ticket';

const FIELDS = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', subject: 'Strap sizing', message: 'Which strap fits a 17 cm wrist?', category: 'product_inquiry' };
const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));

describe('submitTicket (through the shared multipart sender)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the §7 fields and attachments and returns the ticket number', async () => {
    answer(201, { ticketId: 88 });
    const file = new File(['x'], 'receipt.pdf', { type: 'application/pdf' });
    expect(await submitTicket(FIELDS, 'medium', true, [file])).toEqual({ ok: true, ticketId: '88' });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    const form = init!.body as FormData;
    expect(url).toBe('/api/support/tickets');
    expect([form.get('source'), form.get('isVip'), form.get('priority'), (form.get('attachment_0') as File).name]).toEqual(['contact_form', 'true', 'medium', 'receipt.pdf']);
  });

  it('shows the refusals that explain themselves (400, 401, 403, 413, 429) and the §8 text for anything else', async () => {
    answer(413, { error: { message: 'Each attachment must be under 5 MB.' } });
    expect(await submitTicket(FIELDS, 'medium', false, [])).toEqual({ ok: false, message: 'Each attachment must be under 5 MB.' });
    answer(400, { error: { message: 'Please correct the errors above before submitting.', details: { fields: { phone: 'Enter a valid phone number' } } } });
    expect(await submitTicket(FIELDS, 'medium', false, [])).toEqual({ ok: false, message: 'Please correct the errors above before submitting.', fields: { phone: 'Enter a valid phone number' } });
    answer(500, { error: { message: 'Internal details' } });
    expect(await submitTicket(FIELDS, 'medium', false, [])).toEqual({ ok: false, message: TICKET_FAILURE });
    answer(201, {});
    expect(await submitTicket(FIELDS, 'medium', false, [])).toEqual({ ok: false, message: TICKET_FAILURE });
  });
});
