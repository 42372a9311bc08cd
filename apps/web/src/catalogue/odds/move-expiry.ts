/**
 * When the arrow and colour of a price move go away: MOVE_VISIBLE_MS after the move, for every odds button on
 * the page through one timer. A busy feed moves hundreds of prices a second; a `setTimeout` and a
 * `clearTimeout` per move and button cost more main-thread time than the button's own re-render (web.ticks'
 * profile). Every move lasts the same time, so the moves expire in the order they were shown: a queue, and a
 * timer for the first of it that also ends those due within EXPIRY_SLACK_MS after it, so that neighbours share
 * one timer task (and one React batch) instead of one each.
 */

/** How long the arrow and colour stay after a price move: long enough to notice, short enough for the next. */
export const MOVE_VISIBLE_MS = 3000;
/** Moves due this soon after the one the timer is for end with it (unnoticeably early). */
export const EXPIRY_SLACK_MS = 100;

interface Pending {
  due: number;
  end: (() => void) | null;
}

let queue: Pending[] = [];
let first = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function arm(): void {
  while (first < queue.length && queue[first]?.end === null) first += 1;
  const next = queue[first];
  if (!next) {
    queue = [];
    first = 0;
    return;
  }
  timer = setTimeout(fire, Math.max(0, next.due - Date.now()));
}

function fire(): void {
  timer = null;
  const until = Date.now() + EXPIRY_SLACK_MS;
  let item = queue[first];
  while (item && item.due <= until) {
    const end = item.end;
    item.end = null;
    first += 1;
    end?.();
    item = queue[first];
  }
  // Drop what has run once it is most of the queue, so a long session's queue does not grow.
  if (first > 1024 && first * 2 > queue.length) {
    queue = queue.slice(first);
    first = 0;
  }
  arm();
}

/**
 * Calls `end` MOVE_VISIBLE_MS from now (give or take EXPIRY_SLACK_MS); the returned function cancels it (an
 * effect's cleanup: the button showed a newer move, or left the page).
 */
export function expireMove(end: () => void): () => void {
  const item: Pending = { due: Date.now() + MOVE_VISIBLE_MS, end };
  queue.push(item);
  if (timer === null) arm();
  return () => {
    item.end = null;
  };
}
