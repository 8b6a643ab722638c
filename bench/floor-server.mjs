// The floor of the listing benchmark: the very SQL the shop runs for the
// representative listing (page + total, and facets), through a bare pg pool
// in a minimal node:http handler. No framework, no GraphQL, no mapping.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const { DATABASE_URL, PORT, STATEMENTS, STATEMENTS_FILE, POOL_MAX = '10' } = process.env;
// A file for long rotations: one environment string is limited to 128 KiB.
const statements = JSON.parse(STATEMENTS_FILE ? readFileSync(STATEMENTS_FILE, 'utf8') : STATEMENTS);
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(POOL_MAX) });

http
  .createServer(async (req, res) => {
    const statement = statements[req.url.slice(1)];
    if (!statement) {
      res.writeHead(404).end();
      return;
    }
    try {
      const results = await Promise.all(statement.map(({ sql, bindings }) => pool.query(sql, bindings)));
      const body = JSON.stringify(results.map((result) => result.rows));
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  })
  .listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
