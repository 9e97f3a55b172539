/** Walks of the word index's posting lists (release-word-index.ts). */

/** Documents newest first (-1 after the last); `length` entries in all, `taken()` of them read so far. */
export interface PostingWalk {
  next(): number;
  length: number;
  taken(): number;
}

/** Every document of the base, newest (highest) first. */
export const everyDocument = (n: number): PostingWalk => countdown(n, (i) => i);

/** `at(n - 1)` down to `at(0)`, each once. */
function countdown(n: number, at: (i: number) => number): PostingWalk {
  let i = n;
  return { next: () => (--i >= 0 ? at(i) : -1), length: n, taken: () => n - Math.max(i, 0) };
}

/**
 * The documents of several ascending posting lists, newest (highest) first,
 * each once: a merge from the lists' ends, so a walk that stops after a page
 * reads only that far. `length` counts a document in two lists twice, and so
 * does `taken()`: documents per entry read tells how many of `length` are
 * distinct.
 */
export function newestFirst(lists: Int32Array[]): PostingWalk {
  const heads = lists.map((list) => list.length - 1);
  let length = 0;
  for (const list of lists) length += list.length;
  if (lists.length === 1) {
    const [only] = lists as [Int32Array];
    return countdown(only.length, (i) => only[i]!);
  }
  // A max-heap of list numbers by the document at their head.
  const value = (k: number) => lists[k]![heads[k]!]!;
  const heap = lists.map((_, k) => k).filter((k) => heads[k]! >= 0);
  const sink = (at: number) => {
    for (;;) {
      const l = 2 * at + 1;
      const r = l + 1;
      let top = at;
      if (l < heap.length && value(heap[l]!) > value(heap[top]!)) top = l;
      if (r < heap.length && value(heap[r]!) > value(heap[top]!)) top = r;
      if (top === at) return;
      [heap[at], heap[top]] = [heap[top]!, heap[at]!];
      at = top;
    }
  };
  for (let at = (heap.length >> 1) - 1; at >= 0; at--) sink(at);
  let last = -1;
  let taken = 0;
  return {
    next: () => {
      while (heap.length > 0) {
        const k = heap[0]!;
        taken++;
        const doc = value(k);
        if (--heads[k]! < 0) {
          heap[0] = heap[heap.length - 1]!;
          heap.pop();
        }
        sink(0);
        if (doc !== last) return (last = doc);
      }
      return -1;
    },
    length,
    taken: () => taken,
  };
}
