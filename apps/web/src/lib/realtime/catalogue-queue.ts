/**
 * Realtime catalogue publications reach the TanStack Query cache once per animation frame: the subscription
 * callback only queues the publication, and the frame's callback parses the queue and applies it in one batch
 * (`patchCatalogueEvents` in one `notifyManager.batch`). When publications come faster than frames (a busy
 * feed, a slow device), a row or an odds button then re-renders once per frame however many changes reached it,
 * and each cached list is walked once per frame instead of once per publication.
 *
 * A frame's share is bounded when frames run long. The changes of a match (prices, score, clock) wait by match,
 * oldest match first; a frame applies the changes of at most `budget` matches, and the budget follows the frames:
 * it shrinks in proportion when a frame took longer than FRAME_TARGET_MS (the device is saturated: the browser's
 * work for the rows a batch changed, its style, layout and paint, is most of a frame), and grows back while
 * frames are short. A match still waiting when new changes of it arrive takes them into its place in the line,
 * so what waits stays one entry per match, and the prices a slow device shows are each match's latest, a few
 * frames late at most, instead of a backlog that grows for as long as the feed outruns the device. The budget
 * starts at its floor and grows only by frames that applied all of it and stayed short, so a slow device is not
 * frozen by a batch larger than any it has been measured with (the first one, or the first rush after a calm
 * feed). A device that keeps up grows it as fast as matches wait (8 matches a frame, 12, 18, ...: 100 within five
 * frames) and then applies everything each frame.
 *
 * Nothing is dropped, and the result is that of applying each event in order: changes of different matches touch
 * different rows and markets (they commute), a match's own changes keep their order, and a status or provider
 * change, which can move rows between lists, is applied with everything queued before it.
 *
 * The parser and the patches (patch-catalogue.ts: the contract's zod schemas and the domain's merges) are not
 * part of the page's first load; the first publication loads them, and what arrives meanwhile waits in the
 * queue. A hidden tab gets no animation frames: its queue is applied on a timer instead, whole.
 */
import type { CatalogueEvent } from '@sportsbook/contract';
import { notifyManager, type QueryClient } from '@tanstack/react-query';

type Patcher = typeof import('./patch-catalogue');

interface Queued {
  data: unknown;
  /** Runs for the parsed event before it is applied (the live clock's feed time). */
  onEvent?: (event: CatalogueEvent) => void;
}

interface Queue {
  /** Publications not parsed yet. */
  items: Queued[];
  /** Parsed changes waiting for a frame, by match, oldest match first. */
  waiting: Map<number, CatalogueEvent[]>;
  /** How many matches' changes the next frame applies. */
  budget: number;
  /** The previous frame's time stamp, when that frame applied something. */
  lastFrame: number | null;
  /** Whether that frame applied as many matches as its budget allowed (the budget was tried in full). */
  lastFilled: boolean;
  scheduled: boolean;
}

/** How long a hidden tab's publications wait: no frame will come, and nobody looks at it anyway. */
const HIDDEN_FLUSH_MS = 250;
/** A queue this long is applied at once rather than grow while frames do not come. */
const MAX_QUEUED = 5000;
/** The frame length the budget aims at: below the 50 ms of a long task, so input is never kept waiting long. */
export const FRAME_TARGET_MS = 40;
/** The budget's bounds: a frame always makes progress, and a device that keeps up is not limited. */
export const MIN_BUDGET = 8;
export const MAX_BUDGET = 4096;
/** A gap between frames longer than this is an idle page, not a slow frame: it says nothing about the budget. */
const IDLE_GAP_MS = 1000;

let patcher: Patcher | null = null;
let loading: Promise<Patcher> | null = null;

/** Loads the parser and patches (once); a failed load is tried again by the next call. */
export function loadCataloguePatcher(): Promise<Patcher> {
  loading ??= import('./patch-catalogue').then(
    (module) => {
      patcher = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const queues = new WeakMap<QueryClient, Queue>();

function queueOf(client: QueryClient): Queue {
  let queue = queues.get(client);
  if (!queue) {
    queue = {
      items: [],
      waiting: new Map(),
      budget: MIN_BUDGET,
      lastFrame: null,
      lastFilled: false,
      scheduled: false,
    };
    queues.set(client, queue);
  }
  return queue;
}

function schedule(client: QueryClient, queue: Queue): void {
  if (queue.scheduled) return;
  queue.scheduled = true;
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden')
    requestAnimationFrame((now) => flush(client, queue, now));
  else setTimeout(() => flush(client, queue, null), HIDDEN_FLUSH_MS);
}

/**
 * The next budget from the time since the previous frame that applied something (`elapsed`) and whether that
 * frame applied its whole budget (`filled`): shrunk in proportion when the frame ran over FRAME_TARGET_MS, grown
 * by half when a short frame applied its whole budget. A short frame that applied less says nothing of a larger
 * share, so the budget stays: what a calm feed leaves is a budget that has been measured, not one that grew
 * while nothing tried it (and that a sudden rush would then spend in one long frame).
 */
export function nextBudget(budget: number, elapsed: number, filled: boolean): number {
  let next = budget;
  if (elapsed > FRAME_TARGET_MS) next = Math.floor((budget * FRAME_TARGET_MS) / elapsed);
  else if (filled) next = Math.ceil(budget * 1.5);
  return Math.min(MAX_BUDGET, Math.max(MIN_BUDGET, next));
}

/** Parses what was published since the last frame into the waiting line; returns what must go now (barriers). */
function parseQueued(queue: Queue, parse: Patcher['parseCatalogueEvent']): CatalogueEvent[] {
  const now: CatalogueEvent[] = [];
  const items = queue.items;
  queue.items = [];
  for (const item of items) {
    const event = parse(item.data);
    if (!event) continue;
    item.onEvent?.(event);
    if (event.type === 'markets_changed' || event.type === 'match_changed') {
      const line = queue.waiting.get(event.data.match_id);
      if (line) line.push(event);
      else queue.waiting.set(event.data.match_id, [event]);
    } else {
      // A change that can move rows between lists goes with everything before it.
      takeWaiting(queue, Number.POSITIVE_INFINITY, now);
      now.push(event);
    }
  }
  return now;
}

/** Moves the changes of the `count` matches that waited longest into `into`; returns how many it moved. */
function takeWaiting(queue: Queue, count: number, into: CatalogueEvent[]): number {
  let taken = 0;
  for (const [matchId, events] of queue.waiting) {
    if (taken >= count) break;
    taken += 1;
    into.push(...events);
    queue.waiting.delete(matchId);
  }
  return taken;
}

/**
 * `now`: the frame's time stamp; null for a timer or a call that must apply everything queued. A frame that
 * applied something asks for the next frame too, whatever comes, so that the time between the two (the render
 * and the paint of what it applied) sets the budget.
 */
function flush(client: QueryClient, queue: Queue, now: number | null): void {
  queue.scheduled = false;
  if (now !== null && queue.lastFrame !== null) {
    const elapsed = now - queue.lastFrame;
    if (elapsed < IDLE_GAP_MS) queue.budget = nextBudget(queue.budget, elapsed, queue.lastFilled);
  }
  queue.lastFrame = null;
  if (queue.items.length === 0 && queue.waiting.size === 0) return;
  if (!patcher) {
    loadCataloguePatcher().then(
      () => schedule(client, queue),
      (error: unknown) => {
        // The chunk did not load (offline, a new deployment): keep the queue and try again shortly.
        console.warn('[realtime] could not load the catalogue patches', error);
        setTimeout(() => schedule(client, queue), 1000);
      },
    );
    return;
  }
  const { parseCatalogueEvent: parse, patchCatalogueEvents } = patcher;
  const events = parseQueued(queue, parse);
  const taken = takeWaiting(queue, now === null ? Number.POSITIVE_INFINITY : queue.budget, events);
  if (events.length === 0) return;
  // One batch: every cache entry the events touch notifies its observers once, together.
  notifyManager.batch(() => patchCatalogueEvents(client, events));
  if (now !== null) {
    queue.lastFrame = now;
    queue.lastFilled = taken >= queue.budget;
    schedule(client, queue);
  }
}

/** Queues one publication for `client`'s next frame (see the file comment). */
export function queueCatalogueEvent(
  client: QueryClient,
  data: unknown,
  onEvent?: (event: CatalogueEvent) => void,
): void {
  const queue = queueOf(client);
  queue.items.push({ data, onEvent });
  if (queue.items.length >= MAX_QUEUED && patcher) flush(client, queue, null);
  else schedule(client, queue);
}

/** Applies everything queued for `client` now, loading the patches first if needed (tests, a resync). */
export async function flushCatalogueEvents(client: QueryClient): Promise<void> {
  await loadCataloguePatcher();
  const queue = queueOf(client);
  flush(client, queue, null);
}
