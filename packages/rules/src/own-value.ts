/**
 * `table[key]` for a key that comes from outside (a query string, a form, a product's data): only the
 * table's own entries, never what every object inherits (`constructor`, `toString`, `__proto__`…),
 * which a plain lookup would hand back as a function.
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
