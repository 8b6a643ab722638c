/**
 * storefront.md §4 "Recently viewed load": each stored product is checked
 * against the server; a not-ok answer (e.g. 404, the product was removed)
 * drops it, a network error keeps it. Resolves to the ids to drop.
 */
export async function idsToDrop(ids: readonly string[], fetcher: (url: string) => Promise<{ ok: boolean }> = fetch): Promise<string[]> {
  const checks = await Promise.all(
    ids.map(async (id) => {
      try {
        const response = await fetcher(`/api/products/${encodeURIComponent(id)}`);
        return response.ok ? null : id;
      } catch {
        return null;
      }
    }),
  );
  return checks.filter((id): id is string => id !== null);
}
