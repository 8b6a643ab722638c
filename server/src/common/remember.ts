/**
 * The value kept for `key`, worked out (and kept) on the first ask: the one way the server remembers what it
 * derives from a schema, a parsed document or a class for as long as that object lives. A computed `null`
 * ("cannot") is kept too; only `undefined` means "not worked out yet".
 */
export function remember<K extends object, V>(cache: WeakMap<K, V>, key: K, compute: () => V): V {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = compute()));
  return value;
}
