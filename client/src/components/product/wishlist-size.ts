import { atom, type createStore } from 'jotai';

/** What the size question needs of a product. */
export interface SizedProduct {
  id: string;
  name: string;
  category: string;
  sizes: readonly string[];
  availableSizes: readonly string[];
}

/** The answer to "which size should we follow?": a size, null for any size, undefined when the shopper closed the question. */
export type SizeAnswer = string | null | undefined;

/**
 * Wishlisting a clothing piece that comes in sizes follows one size for back-in-stock alerts (issue 38).
 * The size is asked only when it matters and is not known already: the piece is being added (not removed)
 * to a signed-in customer's list (a visitor's list in the browser has no alerts), and no size was chosen
 * on the page it is added from (the product page and quick view pass their selected size).
 */
export function needsSizeQuestion(product: SizedProduct, { adding, account, chosenSize }: { adding: boolean; account: boolean; chosenSize?: string | null }): boolean {
  return adding && account && product.category === 'CLOTHING' && product.sizes.length > 0 && !chosenSize;
}

/** The size sent with the add: the chosen one when the piece comes in it; none for watches and visitors. */
export function followedSize(product: SizedProduct, chosenSize: string | null | undefined): string | null {
  return product.category === 'CLOTHING' && chosenSize && product.sizes.includes(chosenSize) ? chosenSize : null;
}

/** The open question, answered by the dialog (wishlist-size-dialog.tsx) the host loads on first use. */
export interface SizeQuestion {
  product: SizedProduct;
  answer: (size: SizeAnswer) => void;
}

export const sizeQuestionAtom = atom<SizeQuestion | null>(null);

/** Opens the question and resolves with its answer; a question still open is closed unanswered first. */
export function askWishlistSize(store: ReturnType<typeof createStore>, product: SizedProduct): Promise<SizeAnswer> {
  return new Promise((resolve) => {
    store.get(sizeQuestionAtom)?.answer(undefined);
    store.set(sizeQuestionAtom, { product, answer: resolve });
  });
}
