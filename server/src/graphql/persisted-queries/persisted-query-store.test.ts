import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { PersistedQueryStore } from './persisted-query-store';

/** A store over a fake `persisted_query` table that counts the statements it is sent. */
function storeOver(rows: Map<string, string>, memoryEntries?: number) {
  const statements: string[] = [];
  const knex = {
    async raw(text: string, values: unknown[]) {
      statements.push(text.trim().split(/\s+/)[0]);
      if (text.startsWith('select')) return { rows: rows.has(values[0] as string) ? [{ query: rows.get(values[0] as string) }] : [] };
      if (text.startsWith('insert')) rows.set(values[0] as string, values[1] as string);
      if (text.startsWith('delete from persisted_query where key = ?')) rows.delete(values[0] as string);
      return { rows: [] };
    },
  };
  const orm = { em: { getKnex: () => knex } } as unknown as MikroORM;
  return { store: new PersistedQueryStore(orm, memoryEntries), statements };
}

describe('PersistedQueryStore’s memory of registered texts', () => {
  it('reads a known hash from PostgreSQL once, then answers it from memory with the same text', async () => {
    const { store, statements } = storeOver(new Map([['apq:a', '{ a }']]));
    expect(await store.get('apq:a')).toBe('{ a }');
    expect(await store.get('apq:a')).toBe('{ a }');
    expect(await store.get('apq:a')).toBe('{ a }');
    expect(statements).toEqual(['select']);
  });

  it('keeps what it registers, so the next hash-only request costs no statement', async () => {
    const { store, statements } = storeOver(new Map());
    await store.set('apq:b', '{ b }', { ttl: 60 });
    expect(await store.get('apq:b')).toBe('{ b }');
    expect(statements.filter((s) => s === 'select')).toEqual([]);
  });

  it('does not remember a miss: a hash another process registers later is found', async () => {
    const rows = new Map<string, string>();
    const { store, statements } = storeOver(rows);
    expect(await store.get('apq:c')).toBeUndefined();
    rows.set('apq:c', '{ c }');
    expect(await store.get('apq:c')).toBe('{ c }');
    expect(statements).toEqual(['select', 'select']);
  });

  it('holds at most its number of entries, dropping the least recently asked first', async () => {
    const rows = new Map([['apq:1', '{ one }'], ['apq:2', '{ two }'], ['apq:3', '{ three }']]);
    const { store, statements } = storeOver(rows, 2);
    await store.get('apq:1');
    await store.get('apq:2');
    await store.get('apq:1'); // 1 is now the most recent: 2 goes when 3 comes
    await store.get('apq:3');
    expect(statements).toHaveLength(3);
    await store.get('apq:1');
    expect(statements).toHaveLength(3);
    await store.get('apq:2');
    expect(statements).toHaveLength(4);
  });

  it('forgets a deleted hash', async () => {
    const rows = new Map([['apq:d', '{ d }']]);
    const { store } = storeOver(rows);
    await store.get('apq:d');
    await store.delete('apq:d');
    expect(await store.get('apq:d')).toBeUndefined();
  });
});
