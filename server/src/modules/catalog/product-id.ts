/** A product id from a path or an argument: a positive integer, or null when it cannot be one. */
export function parseProductId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
