import { describe, expect, it } from 'vitest';
import { EXPLORER_KEY_STORAGE, initialKey, keyFromFragment, keyHint, rememberKey } from './explorer-key';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('the explorer key', () => {
  it('reads a key from the #key= fragment the developer guide links, and nothing else', () => {
    expect(keyFromFragment('#key=aur_abc123')).toBe('aur_abc123');
    expect(keyFromFragment('#tab=2&key=aur_abc123')).toBe('aur_abc123');
    expect(keyFromFragment('#key=')).toBeNull();
    expect(keyFromFragment('#key=%20%20')).toBeNull();
    expect(keyFromFragment('')).toBeNull();
    expect(keyFromFragment('#other=1')).toBeNull();
  });

  it('starts with the fragment key over the stored one, and keeps it for the tab', () => {
    const storage = memoryStorage({ [EXPLORER_KEY_STORAGE]: 'aur_old' });
    expect(initialKey('#key=aur_new', storage)).toBe('aur_new');
    expect(storage.map.get(EXPLORER_KEY_STORAGE)).toBe('aur_new');
  });

  it('starts with the key kept in this tab, or with none', () => {
    expect(initialKey('', memoryStorage({ [EXPLORER_KEY_STORAGE]: 'aur_kept' }))).toBe('aur_kept');
    expect(initialKey('', memoryStorage())).toBe('');
    const unreadable = { ...memoryStorage(), getItem: () => { throw new Error('SecurityError'); } };
    expect(initialKey('', unreadable)).toBe('');
  });

  it('forgets a key when it is cleared, and survives a storage that refuses', () => {
    const storage = memoryStorage({ [EXPLORER_KEY_STORAGE]: 'aur_kept' });
    rememberKey('', storage);
    expect(storage.map.has(EXPLORER_KEY_STORAGE)).toBe(false);
    const refusing = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => rememberKey('aur_x', refusing)).not.toThrow();
  });

  it('shows only the last four characters of a key', () => {
    expect(keyHint('aur_0123456789abcdef')).toBe('…cdef');
    expect(keyHint('short')).toBe('');
  });
});
