import net, { type AddressInfo } from 'node:net';

/** A port nothing listens on now: a port worked out from the pid could be another cluster's (a running shop's). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
