// The machine's floor for one answer: a bare node:http server, in as many processes as the shop runs
// (WORKERS, node:cluster sharing one port as the shop's processes do), answering every request with the
// same captured bytes and headers (ANSWER_FILE: { headers, body (base64) }). No framework, no GraphQL, no work.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import http from 'node:http';

const { PORT, ANSWER_FILE, WORKERS = '1' } = process.env;

if (cluster.isPrimary && Number(WORKERS) > 1) {
  let listening = 0;
  for (let i = 0; i < Number(WORKERS); i++) {
    cluster.fork().on('listening', () => {
      if (++listening === Number(WORKERS)) process.send?.('ready');
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const answer = JSON.parse(readFileSync(ANSWER_FILE, 'utf8'));
  const body = Buffer.from(answer.body, 'base64');
  const headers = { ...answer.headers, 'content-length': String(body.length) };
  http
    .createServer((req, res) => {
      // Read the request to its end, as any server must, then answer.
      req.resume();
      req.on('end', () => res.writeHead(200, headers).end(body));
    })
    .listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
}
