import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { OutboxTransport } from './message-transport';
import { DEV_OUTBOX_RECIPIENT_REQUIRED } from './dev-outbox.routes';

/**
 * Issue 31: on a development start the outbox held every reset link, readable by anyone who could reach the
 * port. It now answers only this machine's own sockets, one exact recipient at a time.
 */
let database: TestDatabase;
let server: http.Server;
let stop: () => Promise<void>;
let port: number;

/** This machine's address on a real network interface: a request to it comes from a non-loopback socket address. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

const get = (host: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`http://${host}:${port}${path}`, { headers: { accept: 'application/json', ...headers } });

const RECIPIENT = 'admin@aurum.example';

beforeAll(async () => {
  database = await createTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'development', DATABASE_URL: database.url, CATALOGUE_ENGINE: 'false' }) };
  const handle = await createApp(config, database.orm);
  stop = handle.stop;
  server = http.createServer(handle.app);
  // All interfaces, as a start with HOST=0.0.0.0 would: the outbox itself must refuse other machines.
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
  const em = database.orm.em.fork();
  await em.transactional(async (tx) => {
    const transport = new OutboxTransport(tx, { deliveredChannels: new Set(), shopOrigin: 'http://shop.test' });
    await transport.send({ channel: 'email', kind: 'password_reset', recipient: RECIPIENT, subject: 'Reset', body: 'http://localhost:4000/reset-password?token=secret', link: 'http://localhost:4000/reset-password?token=secret' });
    await transport.send({ channel: 'email', kind: 'password_reset', recipient: 'other@aurum.example', subject: 'Reset', body: 'another secret' });
  });
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await stop?.();
  await database?.drop();
});

describe('the development outbox (/api/dev/outbox, /dev/outbox)', () => {
  it('answers a loopback client for one exact recipient, and only that recipient', async () => {
    const response = await get('127.0.0.1', `/api/dev/outbox?to=${encodeURIComponent(RECIPIENT)}`);
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: { recipient: string }[] };
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages.map((message) => message.recipient))).toEqual(new Set([RECIPIENT]));
  });

  it('never lists everything: no `to=`, an empty one or a partial one is refused', async () => {
    for (const query of ['', '?to=', '?to=admin', '?to=%25', '?to=@aurum.example', '?to[]=admin@aurum.example', '?to=%2B44']) {
      const response = await get('127.0.0.1', `/api/dev/outbox${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message, query).toBe(DEV_OUTBOX_RECIPIENT_REQUIRED);
    }
    // An exact address of someone with no messages is an empty list, not a pattern.
    const unknown = await get('127.0.0.1', '/api/dev/outbox?to=nobody%40aurum.example');
    expect(((await unknown.json()) as { messages: unknown[] }).messages).toEqual([]);
  });

  it('refuses a client on another machine (its socket address, whatever X-Forwarded-For says)', async () => {
    expect(networkAddress, 'a non-loopback network interface on this machine').toBeDefined();
    const remote = await get(networkAddress!, `/api/dev/outbox?to=${encodeURIComponent(RECIPIENT)}`, { 'x-forwarded-for': '127.0.0.1' });
    expect(remote.status).toBe(404);
    expect(JSON.stringify(await remote.json())).not.toContain('secret');
    expect((await get(networkAddress!, '/dev/outbox', { accept: 'text/html' })).status).toBe(404);
  });

  it('refuses a loopback socket that forwards someone else (a proxy on this machine)', async () => {
    const proxied = await get('127.0.0.1', `/api/dev/outbox?to=${encodeURIComponent(RECIPIENT)}`, { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.status).toBe(404);
  });
});
