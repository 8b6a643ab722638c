import type pg from 'pg';

/**
 * A connection that takes one query at a time, in the order asked: a query asked for ahead (a cursor's next batch
 * while this one is read) goes out as soon as the one before it has answered, and at once when none is running.
 * pg's own queue did this, but sending a query while another runs is deprecated (pg 9 drops it) and printed a
 * warning at every start.
 */
export function queriesInTurn(connection: Pick<pg.ClientBase, 'query'>): Pick<pg.ClientBase, 'query'> {
  let running = 0;
  let previous: Promise<unknown> = Promise.resolve();
  const settled = () => void (running -= 1);
  const query = (...args: Parameters<pg.ClientBase['query']>) => {
    const send = () => (connection.query as (...a: unknown[]) => Promise<unknown>)(...args);
    const result = running === 0 ? send() : previous.then(send);
    running += 1;
    previous = result.then(settled, settled);
    return result;
  };
  return { query: query as pg.ClientBase['query'] };
}
