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
