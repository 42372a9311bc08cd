/**
 * Matches waiting for kick-off, ordered by start time. A binary heap, because a tick only needs the matches
 * that are due, and scanning thousands of prematch matches on every tick would cost more than the live play.
 * Ties break on the match id so the order (and so every event after it) is reproducible.
 */

/** One waiting match. */
export interface QueuedStart {
  at: number;
  id: number;
}

const before = (a: QueuedStart, b: QueuedStart) => a.at < b.at || (a.at === b.at && a.id < b.id);

/** A min-heap of start times. */
export class StartQueue {
  private readonly heap: QueuedStart[] = [];

  /** A queue holding what {@link StartQueue.saved} returned, in the same heap order. */
  static restore(saved: readonly QueuedStart[]): StartQueue {
    const queue = new StartQueue();
    for (const item of saved) queue.heap.push({ ...item });
    return queue;
  }

  /** The heap as it stands (a snapshot of the feed). */
  saved(): QueuedStart[] {
    return this.heap.map((item) => ({ ...item }));
  }

  /** Number of waiting matches. */
  get size(): number {
    return this.heap.length;
  }

  /** Adds a match. */
  push(item: QueuedStart): void {
    const heap = this.heap;
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const up = heap[parent];
      if (!up || !before(item, up)) break;
      heap[i] = up;
      i = parent;
    }
    heap[i] = item;
  }

  /** Removes and returns the earliest match if it starts at or before `time`. */
  popDue(time: number): QueuedStart | undefined {
    const heap = this.heap;
    const top = heap[0];
    if (!top || top.at > time) return undefined;
    const last = heap.pop();
    if (last && heap.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = last;
        let at = -1;
        const l = heap[left];
        const r = heap[right];
        if (l && before(l, smallest)) {
          smallest = l;
          at = left;
        }
        if (r && before(r, smallest)) at = right;
        if (at < 0) break;
        heap[i] = heap[at] as QueuedStart;
        i = at;
      }
      heap[i] = last;
    }
    return top;
  }
}
