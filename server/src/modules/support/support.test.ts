import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, signIn, sql, testBrowser, type TestBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { PostgresFileStore } from '../../common/files/postgres-file-store';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const VALID = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 (20) 7946-0018', subject: 'Strap sizing', message: 'Could you resize my bracelet, please?', category: 'product_inquiry' };

let app: TestApp;
let dataDir: string;
let customer: TestBrowser;
let customerEmail: string;
let PNG: Buffer;
let other: TestBrowser;

function ticketForm(fields: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('source', 'contact_form');
  files.forEach((file, index) => form.append(`attachment_${index}`, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name));
  return form;
}

async function submit(browser: TestBrowser, fields: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[] = []) {
  const response = await browser.fetch('/api/support/tickets', { method: 'POST', body: ticketForm(fields, files) });
  return { status: response.status, body: await response.json() };
}

async function signedInCustomer() {
  const account = await verifiedCustomer(app);
  const browser = testBrowser(app);
  const login = await signIn(browser, account.email, account.password);
  expect(login.status).toBe(200);
  return { browser, email: account.email };
}

const TICKET_QUERY = `query($number: String!) { supportTicket(number: $number) { number category priority status isVip source messages { author body } attachments { id originalName contentType size downloadUrl } } }`;

beforeAll(async () => {
  // A dotted folder, like the default data folder `.data`: downloads must still be served from it.
  dataDir = await mkdtemp(path.join(tmpdir(), '.aurum-support-'));
  app = await startTestApp({ DATA_DIR: dataDir });
  ({ browser: customer, email: customerEmail } = await signedInCustomer());
  PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a227' } }).png().toBuffer();
  ({ browser: other } = await signedInCustomer());
}, 60_000);

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/support/tickets', () => {
  it('refuses visitors with the sign-in message', async () => {
    const result = await submit(testBrowser(app), VALID);
    expect(result.status).toBe(401);
    expect(result.body.error.message).toBe('Please log in to submit a support ticket.');
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'A', 'Name must be at least 2 characters'],
    ['email', '', 'Email is required'],
    ['email', 'ada@example', 'Please enter a valid email address'],
    ['phone', '0123 456', 'Please enter a valid phone number'],
    ['phone', '+12345678901234567', 'Please enter a valid phone number'],
    ['phone', '12ab', 'Please enter a valid phone number'],
    ['subject', '', 'Subject is required'],
    ['subject', 'Help', 'Subject must be at least 5 characters'],
    ['message', '', 'Message is required'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['category', '', 'Please select a category'],
  ])('rejects %s=%j with "%s"', async (field, value, message) => {
    const result = await submit(customer, { ...VALID, [field]: value });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('Please correct the errors above before submitting.');
    expect(result.body.error.details.fields).toEqual({ [field]: message });
  });

  it('accepts the boundaries: 2-character name, 5-character subject, 10-character message, 16-digit phone, no phone', async () => {
    const result = await submit(customer, { ...VALID, name: 'Al', subject: 'Hello', message: '0123456789', phone: '+1234567890123456' });
    expect(result.status).toBe(201);
    expect(result.body.ticketId).toMatch(/^T-[A-Z0-9]{8}$/);
    expect((await submit(customer, { ...VALID, phone: '' })).status).toBe(201);
  });

  it('sets priority from the category, ignoring what the client sends, and emails a confirmation', async () => {
    const result = await submit(customer, { ...VALID, category: 'order_support', priority: 'low', isVip: 'true' });
    expect(result.status).toBe(201);
    const ticket = (await customer.graphql(TICKET_QUERY, { number: result.body.ticketId })).body.data.supportTicket;
    expect(ticket).toMatchObject({ category: 'order_support', priority: 'high', status: 'open', isVip: false, source: 'contact_form' });
    // To the account's verified email: the form's `email` (ada@example.com) is not a destination.
    const email = await latestMessage(app.orm, customerEmail, 'support_ticket_created');
    expect(email?.body).toContain(result.body.ticketId);
    expect(email?.body).toContain('1-2 hours');
    expect(email?.link).toBe(`http://localhost:4000/account/support-tickets?ticket=${result.body.ticketId}`);
  });

  it('keeps VIP Concierge for VIP clients, and marks VIP tickets urgent with the 30-minute target', async () => {
    const refused = await submit(customer, { ...VALID, category: 'vip_concierge', isVip: 'true' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('This category is available to VIP clients only.');

    const vip = await signedInCustomer();
    await sql(app.orm, 'update app_user set is_vip = true where email = ?', [vip.email]);
    const accepted = await submit(vip.browser, { ...VALID, category: 'vip_concierge' });
    expect(accepted.status).toBe(201);
    const general = await submit(vip.browser, { ...VALID, category: 'general_inquiry' });
    const ticket = (await vip.browser.graphql(TICKET_QUERY, { number: general.body.ticketId })).body.data.supportTicket;
    expect(ticket).toMatchObject({ priority: 'urgent', isVip: true });
    expect((await latestMessage(app.orm, vip.email, 'support_ticket_created'))?.body).toContain('30 minutes');
  });

  it('stores a PDF as sent and an image as sharp re-encoded it, under generated names, detected from their content', async () => {
    const result = await submit(customer, VALID, [
      { name: 'receipt.pdf', bytes: PDF, type: 'application/pdf' },
      { name: 'photo.bin', bytes: PNG, type: 'text/plain' },
    ]);
    expect(result.status).toBe(201);
    const ticket = (await customer.graphql(TICKET_QUERY, { number: result.body.ticketId })).body.data.supportTicket;
    expect(ticket.attachments.map((a: any) => [a.originalName, a.contentType, a.size])).toEqual([
      ['receipt.pdf', 'application/pdf', PDF.length],
      ['photo.bin', 'image/png', expect.any(Number)],
    ]);
    // Stored under generated names, never the sender's.
    const stored = await new PostgresFileStore(app.orm).list('tickets/');
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const key of stored) expect(key).toMatch(/^tickets\/[0-9a-f-]{36}\.(pdf|png)$/);
    const download = await customer.fetch(ticket.attachments[0].downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses an .exe renamed .pdf and sent as application/pdf, and saves nothing', async () => {
    const before = await sql(app.orm, 'select count(*)::int as n from support_ticket');
    const result = await submit(customer, VALID, [{ name: 'invoice.pdf', bytes: EXE, type: 'application/pdf' }]);
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('invoice.pdf: Only images (PNG, JPEG, GIF, WebP), PDF, DOC and DOCX files can be attached.');
    expect(await sql(app.orm, 'select count(*)::int as n from support_ticket')).toEqual(before);
  });

  it('accepts a .docx (zip with word/ entries) but not any other zip', async () => {
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml')]);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....payload.bin')]);
    expect((await submit(customer, VALID, [{ name: 'letter.docx', bytes: docx }])).status).toBe(201);
    expect((await submit(customer, VALID, [{ name: 'letter.docx', bytes: zip }])).status).toBe(400);
  });

  it("refuses a sixth file with 'Maximum 5 files allowed'", async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, bytes: PDF }));
    const result = await submit(customer, VALID, files);
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('Maximum 5 files allowed');
    expect((await submit(customer, VALID, files.slice(0, 5))).status).toBe(201);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const result = await submit(customer, VALID, [{ name: 'big.pdf', bytes: big }]);
    expect(result.status).toBe(413);
    expect(result.body.error.message).toBe('Each file must be 10 MB or smaller.');
  });

  it('refuses more than 25 MB in total with 413', async () => {
    const nine = Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024)]);
    const result = await submit(customer, VALID, [nine, nine, nine].map((bytes, i) => ({ name: `n${i}.pdf`, bytes })));
    expect(result.status).toBe(413);
    expect(result.body.error.message).toBe('Attachments may total at most 25 MB per ticket.');
  });
});

describe('reading tickets', () => {
  it("lists only the customer's own tickets and hides another's ticket and attachment", async () => {
    const created = await submit(customer, { ...VALID, subject: 'Private matter' }, [{ name: 'private.pdf', bytes: PDF }]);
    const mine = await customer.graphql('{ mySupportTickets { number subject } }');
    expect(mine.body.data.mySupportTickets.map((t: any) => t.number)).toContain(created.body.ticketId);
    const theirs = await other.graphql('{ mySupportTickets { number } }');
    expect(theirs.body.data.mySupportTickets.map((t: any) => t.number)).not.toContain(created.body.ticketId);

    const peek = await other.graphql(TICKET_QUERY, { number: created.body.ticketId });
    expect(peek.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const ticket = (await customer.graphql(TICKET_QUERY, { number: created.body.ticketId })).body.data.supportTicket;
    expect((await other.fetch(ticket.attachments[0].downloadUrl)).status).toBe(404);
    expect((await testBrowser(app).fetch(ticket.attachments[0].downloadUrl)).status).toBe(401);
    expect((await customer.fetch(ticket.attachments[0].downloadUrl)).status).toBe(200);
    const reply = await other.graphql('mutation($n: String!) { replyToSupportTicket(number: $n, message: "hi there") { number } }', { n: created.body.ticketId });
    expect(reply.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('takes customer replies, and a staff reply moves an open ticket to in progress', async () => {
    const created = await submit(customer, VALID);
    const reply = await customer.graphql('mutation($n: String!) { replyToSupportTicket(number: $n, message: "Any news?") { status messages { author body } } }', { n: created.body.ticketId });
    expect(reply.body.data.replyToSupportTicket).toEqual({ status: 'open', messages: [{ author: 'customer', body: 'Any news?' }] });

    const staff = await signedInCustomer();
    await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
    const answer = await staff.browser.graphql('mutation($n: String!) { replyToSupportTicket(number: $n, message: "Resized today.") { status messages { author } } }', { n: created.body.ticketId });
    expect(answer.body.data.replyToSupportTicket).toEqual({ status: 'in_progress', messages: [{ author: 'customer' }, { author: 'staff' }] });

    const move = (browser: TestBrowser, status: string) =>
      browser.graphql('mutation($n: String!, $s: String!) { updateSupportTicketStatus(number: $n, status: $s) { status } }', { n: created.body.ticketId, s: status });
    expect((await move(customer, 'resolved')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await move(staff.browser, 'resolved')).body.data.updateSupportTicketStatus.status).toBe('resolved');
    const reopened = await customer.graphql('mutation($n: String!) { replyToSupportTicket(number: $n, message: "Still waiting") { status } }', { n: created.body.ticketId });
    expect(reopened.body.data.replyToSupportTicket.status).toBe('open');
    const illegal = (await move(staff.browser, 'resolved')).body.errors[0];
    expect(illegal.message).toBe('A ticket cannot go from open to resolved.');
    expect(illegal.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'ILLEGAL_TRANSITION', machine: 'ticket', state: 'OPEN', move: 'RESOLVED' });
    expect((await move(staff.browser, 'closed')).body.data.updateSupportTicketStatus.status).toBe('closed');
    const late = await customer.graphql('mutation($n: String!) { replyToSupportTicket(number: $n, message: "One more thing") { status } }', { n: created.body.ticketId });
    expect(late.body.errors[0].message).toBe('This ticket is closed. Please open a new ticket.');

    // Every staff step is on the record, with who and what changed; the refused move and the customer's replies are not.
    const records = await sql<{ action: string; actor_email: string; changes: unknown }>(
      app.orm,
      `select action, actor_email, changes from staff_action where subject_type = 'support_ticket' and subject_id = ? order by id`,
      [created.body.ticketId],
    );
    expect(records).toEqual([
      { action: 'support_ticket.reply', actor_email: staff.email, changes: { status: { from: 'open', to: 'in_progress' } } },
      { action: 'support_ticket.status', actor_email: staff.email, changes: { status: { from: 'in_progress', to: 'resolved' } } },
      { action: 'support_ticket.status', actor_email: staff.email, changes: { status: { from: 'open', to: 'closed' } } },
    ]);
  });

  it('staff cannot reopen a ticket themselves: only the customer reply does', async () => {
    const created = await submit(customer, VALID);
    const staff = await signedInCustomer();
    await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
    const move = (status: string) => staff.browser.graphql('mutation($n: String!, $s: String!) { updateSupportTicketStatus(number: $n, status: $s) { status } }', { n: created.body.ticketId, s: status });
    await move('in_progress');
    await move('resolved');
    const refused = (await move('open')).body.errors[0];
    expect(refused).toMatchObject({ message: 'Only a reply from the customer reopens a ticket.', extensions: { code: 'FORBIDDEN', reason: 'WRONG_ACTOR', machine: 'ticket' } });
  });
});
