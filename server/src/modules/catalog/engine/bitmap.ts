/**
 * The bit sets of the engine: CRoaring through the `roaring` package (2.7.0,
 * pinned). Chosen over `typedfastbitset` (pure JS, also installs here) for
 * compressed sets, native AND/OR and pop-counts without materialising
 * (`andCardinality`), and `orMany`. The package ships its prebuilt binary for
 * Node 20 (N-API v115) inside the tarball, so it installs offline; its
 * install script (a node-gyp fallback) is not needed and not approved.
 */
import { type ReadonlyRoaringBitmap32, RoaringBitmap32 } from 'roaring';

export const Bitmap = RoaringBitmap32;
export type Bitmap = RoaringBitmap32;
export type ReadonlyBitmap = ReadonlyRoaringBitmap32;

/** AND of all the sets (a new set; the inputs are untouched). */
export function andAll(first: ReadonlyBitmap, rest: readonly ReadonlyBitmap[]): Bitmap {
  const result = new RoaringBitmap32(first);
  for (const set of rest) result.andInPlace(set);
  return result;
}
