// The floor of the listing benchmark: the very SQL the shop runs for the
// representative listing (page + total, and facets), through a bare pg pool
// in a minimal node:http handler. No framework, no GraphQL, no mapping.
import http from 'node:http';
import pg from 'pg';

const { DATABASE_URL, PORT, STATEMENTS, POOL_MAX = '10' } = process.env;
const statements = JSON.parse(STATEMENTS);
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
