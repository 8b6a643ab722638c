import { graphqlErrorOf } from '../../lib/api-error';

export interface MergeLine {
  productId: string;
  quantity: number;
  size: string | null;
}

/** The product of a line the server refused to merge (a sized product without one of its sizes), if that was the refusal. */
export function refusedProductId(error: unknown): string | null {
  const refusal = graphqlErrorOf(error);
  const sizeRefusal = refusal?.code === 'BAD_USER_INPUT' && (refusal.reason === 'SIZE_REQUIRED' || refusal.reason === 'UNAVAILABLE');
  const productId = refusal?.extensions.productId;
  return sizeRefusal && typeof productId === 'string' ? productId : null;
}

/**
 * Merges the browser's lines, leaving out those of a product the server refuses (a line kept from before
 * sizes were required): the rest still merges, so the saved cart is not lost; the refused product's
 * lines stay in this browser only, where checkout asks for a size. Returns what merged and what was left out.
 */
export async function mergeLeavingOutRefused<T>(merge: (lines: MergeLine[]) => Promise<T>, lines: MergeLine[]): Promise<{ merged: T; leftOut: string[] }> {
  let sending = lines;
  const leftOut: string[] = [];
  for (;;) {
    try {
      return { merged: await merge(sending), leftOut };
    } catch (error) {
      const productId = refusedProductId(error);
      if (!productId || leftOut.includes(productId)) throw error;
      leftOut.push(productId);
      sending = sending.filter((line) => line.productId !== productId);
    }
  }
}
