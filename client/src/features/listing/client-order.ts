/**
 * The client re-sorts the listing itself where only it knows the order
 * (storefront.md §5): under "Curated", the page's pieces this shopper has
 * engaged with most (local curated score) come first; ties keep the server's order.
 */
export function rankByLocalScore<T extends { id: string }>(items: readonly T[], score: (id: string) => number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item.id) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}
