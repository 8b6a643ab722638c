import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import {
  dropLiveQuery,
  liveLoadAttempt,
  liveOptionsKey,
  liveQueries,
  liveResult,
  type LiveResult,
  reportLiveFailure,
  reportLiveResult,
  setLiveQuery,
  subscribeLiveQueries,
  subscribeLiveResult,
} from './live-query-store';

const QUERY = gql`
  query LiveProduct($id: ID!) {
    product(id: $id) {
      id
    }
  }
`;
const result = (name: string) => ({ data: { name } }) as unknown as LiveResult;

describe('live-query-store', () => {
  it('tells the host when a query starts, changes its variables or stops, and not when the same options come again', () => {
    let hostRenders = 0;
    const stop = subscribeLiveQueries(() => hostRenders++);
    setLiveQuery('a', QUERY, { variables: { id: '1' } });
    setLiveQuery('a', QUERY, { variables: { id: '1' } });
    expect(hostRenders).toBe(1);
    expect(liveQueries().map((query) => query.options.variables)).toEqual([{ id: '1' }]);
    setLiveQuery('a', QUERY, { variables: { id: '2' } });
    expect(hostRenders).toBe(2);
    expect(liveQueries().map((query) => query.options.variables)).toEqual([{ id: '2' }]);
    dropLiveQuery('a');
    expect(hostRenders).toBe(3);
    expect(liveQueries()).toEqual([]);
    stop();
  });

  it('hands each result to its own hook, with the options it answers, and drops results of a stopped query', () => {
    setLiveQuery('b', QUERY, { variables: { id: '1' } });
    setLiveQuery('c', QUERY, { variables: { id: '9' } });
    let heardB = 0;
    const stop = subscribeLiveResult('b', () => heardB++);
    reportLiveResult('c', liveOptionsKey({ variables: { id: '9' } }), result('C'));
    expect(heardB).toBe(0);
    reportLiveResult('b', liveOptionsKey({ variables: { id: '1' } }), result('B'));
    expect(heardB).toBe(1);
    expect(liveResult('b')).toEqual({ result: result('B'), optionsKey: '{"variables":{"id":"1"}}' });
    dropLiveQuery('b');
    expect(liveResult('b')).toBeUndefined();
    // A late answer for a query that has stopped is not kept.
    reportLiveResult('b', liveOptionsKey({ variables: { id: '1' } }), result('late'));
    expect(liveResult('b')).toBeUndefined();
    stop();
    dropLiveQuery('c');
  });

  it('compares options by value, leaving functions out', () => {
    expect(liveOptionsKey({ variables: { id: '1' }, fetchPolicy: 'cache-first' })).toBe(liveOptionsKey({ variables: { id: '1' }, fetchPolicy: 'cache-first' }));
    expect(liveOptionsKey({ variables: { id: '1' } })).not.toBe(liveOptionsKey({ variables: { id: '2' } }));
    expect(liveOptionsKey({ variables: { id: '1' }, onError: () => undefined } as never)).toBe(liveOptionsKey({ variables: { id: '1' } }));
  });

  it('a client that cannot load ends every query with the error, with its own options, so each page shows its failure', () => {
    setLiveQuery('d', QUERY, { variables: { id: '1' } });
    setLiveQuery('e', QUERY, { variables: { id: '2' } });
    reportLiveResult('e', liveOptionsKey({ variables: { id: '2' } }), result('E'));
    let heardD = 0;
    const stop = subscribeLiveResult('d', () => heardD++);
    const offline = new TypeError('Failed to fetch dynamically imported module');
    reportLiveFailure(offline);
    expect(heardD).toBe(1);
    for (const [id, options] of [['d', { variables: { id: '1' } }], ['e', { variables: { id: '2' } }]] as const) {
      const failed = liveResult(id);
      expect(failed?.optionsKey).toBe(liveOptionsKey(options));
      expect(failed?.result).toMatchObject({ error: offline, loading: false, data: undefined, variables: options.variables });
    }
    stop();
  });

  it("the failure's refetch loads afresh: a new attempt, the failures gone, the queries loading again", async () => {
    const before = liveLoadAttempt();
    let hostRenders = 0;
    const stop = subscribeLiveQueries(() => hostRenders++);
    await liveResult('d')!.result.refetch();
    expect(liveLoadAttempt()).toBe(before + 1);
    expect(hostRenders).toBe(1);
    expect(liveResult('d')).toBeUndefined();
    expect(liveResult('e')).toBeUndefined();
    expect(liveQueries().map((query) => query.id)).toEqual(['d', 'e']);
    stop();
  });

  it('after a failure, the next change of options tries again by itself; with none, a change only tells the host', () => {
    reportLiveFailure(new TypeError('offline'));
    const before = liveLoadAttempt();
    setLiveQuery('d', QUERY, { variables: { id: '3' } });
    expect(liveLoadAttempt()).toBe(before + 1);
    expect(liveResult('e')).toBeUndefined();
    setLiveQuery('d', QUERY, { variables: { id: '4' } });
    expect(liveLoadAttempt()).toBe(before + 1);
    // A failure's retry that comes late, with nothing failed, starts no new attempt.
    reportLiveFailure(new TypeError('offline'));
    const stale = liveResult('d')!.result;
    setLiveQuery('d', QUERY, { variables: { id: '5' } });
    expect(liveLoadAttempt()).toBe(before + 2);
    void stale.refetch();
    expect(liveLoadAttempt()).toBe(before + 2);
    dropLiveQuery('d');
    dropLiveQuery('e');
  });
});
