import { useAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { sizeQuestionAtom, type SizeAnswer } from './wishlist-size';

const WishlistSizeDialog = lazy(() => import('./wishlist-size-dialog').then((module) => ({ default: module.WishlistSizeDialog })));

/**
 * Mounted once for a signed-in customer: shows the size question when a heart asks it (use-product-actions.ts).
 * The dialog loads the first time it is needed and then stays mounted, so it can close and restore focus.
 */
export function WishlistSizeHost() {
  const [question, setQuestion] = useAtom(sizeQuestionAtom);
  const [used, setUsed] = useState(false);
  if (question && !used) setUsed(true);
  if (!used) return null;
  const answer = (size: SizeAnswer) => {
    question?.answer(size);
    setQuestion(null);
  };
  return (
    <Suspense fallback={null}>
      <WishlistSizeDialog product={question?.product ?? null} onAnswer={answer} />
    </Suspense>
  );
}
