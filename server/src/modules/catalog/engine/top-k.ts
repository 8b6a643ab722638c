import type { SlotComparator } from './sort-order';

/**
 * The first `k` slots of `slots` in the comparator's order, sorted, without
 * sorting them all: a bounded max-heap of the best k seen (n log k).
 */
export function topK(slots: Uint32Array, k: number, compare: SlotComparator): number[] {
  if (k <= 0) return [];
  if (slots.length <= k) return Array.from(slots).sort(compare);
  const heap: number[] = [];
  // heap[0] is the worst of the kept ones.
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const siftUp = (index: number) => {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!worse(heap[index], heap[parent])) break;
      [heap[index], heap[parent]] = [heap[parent], heap[index]];
      index = parent;
    }
  };
  const siftDown = (index: number) => {
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let worst = index;
      if (left < heap.length && worse(heap[left], heap[worst])) worst = left;
      if (right < heap.length && worse(heap[right], heap[worst])) worst = right;
      if (worst === index) return;
      [heap[index], heap[worst]] = [heap[worst], heap[index]];
      index = worst;
    }
  };
  for (const slot of slots) {
    if (heap.length < k) {
      heap.push(slot);
      siftUp(heap.length - 1);
    } else if (compare(slot, heap[0]) < 0) {
      heap[0] = slot;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

/** More distinct scores than this, and counting them costs more than it saves. */
const DISTINCT_SCORES_MAX = 64;

/**
 * topK for a comparator that orders by `scores` first, highest first (search
 * relevance): only slots scoring at least the k-th best score can be among
 * the first k. Scores take few distinct values (a sum of a few weights per
 * term), so they are counted first and the slots below that score are never
 * compared.
 */
export function topKByScore(slots: Uint32Array, k: number, scores: Float64Array, compare: SlotComparator): number[] {
  if (k <= 0 || slots.length <= k) return topK(slots, k, compare);
  const counts = new Map<number, number>();
  for (const slot of slots) {
    const score = scores[slot];
    counts.set(score, (counts.get(score) ?? 0) + 1);
    if (counts.size > DISTINCT_SCORES_MAX) return topK(slots, k, compare);
  }
  let threshold = -Infinity;
  let kept = 0;
  for (const score of [...counts.keys()].sort((a, b) => b - a)) {
    kept += counts.get(score)!;
    if (kept >= k) {
      threshold = score;
      break;
    }
  }
  if (kept === slots.length) return topK(slots, k, compare);
  const candidates = new Uint32Array(kept);
  let next = 0;
  for (const slot of slots) if (scores[slot] >= threshold) candidates[next++] = slot;
  return topK(candidates, k, compare);
}
