export type PageSlot = number | 'gap';

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The page buttons: first, last, and the current page with its neighbours;
 * a 'gap' (an ellipsis) stands for any pages skipped between them.
 */
export function pageWindow(current: number, totalPages: number): PageSlot[] {
  if (totalPages <= 1) return [1];
  const page = Math.min(Math.max(1, current), totalPages);
  const wanted = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  wanted.forEach((n, i) => {
    const previous = wanted[i - 1];
    if (previous !== undefined && n - previous > 1) slots.push('gap');
    slots.push(n);
  });
  return slots;
}

/** 'Showing X-Y of N products' figures; X and Y are 0 when nothing matches. */
export function resultRange(page: number, total: number, pageSize: number) {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize) };
}
