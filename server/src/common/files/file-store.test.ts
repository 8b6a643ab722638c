import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { signIn, testBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createFileStore } from './create-file-store';
import type { FileStore } from './file-store';
import { importDiskUploads } from './import-disk-uploads';
import { PostgresFileStore } from './postgres-file-store';
import { S3FileStore } from './s3-file-store';
import { StagedFiles } from './staged-files';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const TICKET = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Receipt', message: 'Please see the attached receipt.', category: 'general_inquiry' };

let database: TestDatabase;
let s3: TestS3Server;

beforeAll(async () => {
  [database, s3] = await Promise.all([createTestDatabase(), startS3Server()]);
}, 60_000);

afterAll(async () => {
  await database?.drop();
  await s3?.close();
});

const stores: [string, () => FileStore][] = [
  ['PostgreSQL (the default)', () => new PostgresFileStore(database.orm)],
  ['S3-compatible storage (S3_BUCKET)', () => createFileStore(loadConfig({ NODE_ENV: 'test', ...s3.environment }).fileStorage, database.orm)],
];

describe.each(stores)('the file store on %s', (_name, open) => {
  let store: FileStore;
  beforeAll(() => {
    store = open();
  });
  afterAll(async () => store?.close());

  it('gives back the bytes and type stored under a key, with a stable ETag; nothing under an unknown key', async () => {
    const key = `tickets/${crypto.randomUUID()}.pdf`;
    await store.put(key, PDF, 'application/pdf');
    const file = await store.get(key);
    expect(file?.bytes.equals(PDF)).toBe(true);
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.etag).toMatch(/^"[\w-]{32}"$/);
    expect((await store.get(key))?.etag).toBe(file?.etag);
    expect(await store.get(`tickets/${crypto.randomUUID()}.pdf`)).toBeNull();
  });

  it('tells a file’s type and ETag without its bytes (a revalidation reads no file), and nothing under an unknown key', async () => {
    const key = `tickets/${crypto.randomUUID()}.pdf`;
    await store.put(key, PDF, 'application/pdf');
    const file = await store.get(key);
    const head = await store.head(key);
    expect(head).toEqual({ contentType: 'application/pdf', etag: file?.etag });
    expect(head).not.toHaveProperty('bytes');
    expect(await store.head(`tickets/${crypto.randomUUID()}.pdf`)).toBeNull();
  });

  it('lists by folder, removes what exists and ignores what does not', async () => {
    const folder = `test-${crypto.randomUUID().slice(0, 8)}`;
    const keys = [`${folder}/a.webp`, `${folder}/b.webp`, `${folder}/deeper/c.webp`];
    for (const key of keys) await store.put(key, Buffer.from(key), 'image/webp');
    expect(await store.list(`${folder}/`)).toEqual(keys);
    await store.remove([keys[0], `${folder}/never-stored.webp`]);
    expect(await store.list(`${folder}/`)).toEqual(keys.slice(1));
    expect(await store.get(keys[0])).toBeNull();
  });

  it('refuses keys that could name another folder or object', async () => {
    for (const key of ['../etc/passwd', 'tickets/../../x', 'tickets', '/tickets/a.pdf', 'tickets//a.pdf', 'tickets/a b.pdf', 'Tickets/a.pdf', 'tickets/.hidden']) {
      await expect(store.put(key, PDF, 'application/pdf'), key).rejects.toThrow(/Not a file key/);
    }
  });

  it('removes what an operation staged when its change fails', async () => {
    const staged = new StagedFiles(store);
    const folder = `staged-${crypto.randomUUID().slice(0, 8)}`;
    const name = await staged.keep(folder, PDF, 'pdf', 'application/pdf');
    expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await store.list(`${folder}/`)).toEqual([`${folder}/${name}`]);
    await staged.discard();
    expect(await store.list(`${folder}/`)).toEqual([]);
  });
});

describe('files written by an earlier version under DATA_DIR/uploads', () => {
  it('move into the store under the same paths, once; the folder is kept as a backup', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'aurum-import-'));
    const uploads = path.join(dataDir, 'uploads');
    const photo = `${crypto.randomUUID()}-640.webp`;
    const ticket = `${crypto.randomUUID()}.pdf`;
    await mkdir(path.join(uploads, 'products'), { recursive: true });
    await mkdir(path.join(uploads, 'tickets'), { recursive: true });
    await writeFile(path.join(uploads, 'products', photo), 'webp bytes');
    await writeFile(path.join(uploads, 'tickets', ticket), PDF);
    await writeFile(path.join(uploads, 'tickets', '.DS_Store'), 'not ours');
    const store = new PostgresFileStore(database.orm);
    const lines: string[] = [];
    try {
      expect(await importDiskUploads(dataDir, store, (line) => lines.push(line))).toBe(2);
      expect((await store.get(`tickets/${ticket}`))?.contentType).toBe('application/pdf');
      expect((await store.get(`products/${photo}`))?.bytes.toString()).toBe('webp bytes');
      const left = await readdir(dataDir);
      expect(left).not.toContain('uploads');
      expect(left.some((name) => name.startsWith('uploads-imported-'))).toBe(true);
      expect(lines[0]).toMatch(/^Moved 2 uploaded file\(s\) from .* into the database; the folder is kept as /);
      // The next start finds nothing to move.
      expect(await importDiskUploads(dataDir, store, (line) => lines.push(line))).toBe(0);
      expect(lines).toHaveLength(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

async function customerOf(app: TestApp) {
  const account = await verifiedCustomer(app);
  const browser = testBrowser(app);
  expect((await signIn(browser, account.email, account.password)).status).toBe(200);
  return browser;
}

async function raiseTicketWithPdf(browser: ReturnType<typeof testBrowser>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(TICKET)) form.append(key, value);
  form.append('attachment_0', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'receipt.pdf');
  const created = await browser.fetch('/api/support/tickets', { method: 'POST', body: form });
  expect(created.status).toBe(201);
  const { ticketId } = await created.json();
  const ticket = (await browser.graphql('query($n: String!) { supportTicket(number: $n) { attachments { downloadUrl } } }', { n: ticketId })).body.data.supportTicket;
  return ticket.attachments[0].downloadUrl as string;
}

describe('two replicas of the shop on one database', () => {
  it('serve a file uploaded through either of them, and answer a matching If-None-Match with 304', async () => {
    const [first, second] = [await startTestApp({}, { database }), await startTestApp({}, { database })];
    try {
      const customer = await customerOf(first);
      const downloadUrl = await raiseTicketWithPdf(customer);
      // The same customer's next request lands on the other replica (sessions are in PostgreSQL too).
      const elsewhere = testBrowser(second, customer.ip);
      customer.cookies.forEach((value, name) => elsewhere.cookies.set(name, value));
      const download = await elsewhere.fetch(downloadUrl);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
      const etag = download.headers.get('etag')!;
      const again = await elsewhere.fetch(downloadUrl, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      // Only the owner: another customer gets the ticket's 404.
      expect((await (await customerOf(second)).fetch(downloadUrl)).status).toBe(404);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});

describe('the shop with S3_BUCKET set', () => {
  it('keeps uploads in the bucket, not the database, and serves them from there', async () => {
    const app = await startTestApp(s3.environment);
    try {
      const customer = await customerOf(app);
      const downloadUrl = await raiseTicketWithPdf(customer);
      const bucket = new S3FileStore(loadConfig({ NODE_ENV: 'test', ...s3.environment }).fileStorage as Extract<ReturnType<typeof loadConfig>['fileStorage'], { kind: 's3' }>);
      const keys = await bucket.list('tickets/');
      await bucket.close();
      expect(keys.length).toBeGreaterThanOrEqual(1);
      const inDatabase = await app.orm.em.getConnection().execute('select key from stored_file where key in (?)', [keys]);
      expect(inDatabase).toEqual([]);
      const download = await customer.fetch(downloadUrl);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('stops the start when only one of the S3 keys is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'aurum-files', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
  });
});
