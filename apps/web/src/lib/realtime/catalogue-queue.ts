/**
 * Realtime catalogue publications reach the TanStack Query cache once per animation frame: the subscription
 * callback only queues the publication, and the frame's callback parses the queue and applies it in one batch
 * (`patchCatalogueEvents` in one `notifyManager.batch`). When publications come faster than frames (a busy
 * feed, a slow device), a row or an odds button then re-renders once per frame however many changes reached it,
 * and each cached list is walked once per frame instead of once per publication. Nothing is dropped or
 * reordered: the batch has the result of applying each event in order.
 *
 * The parser and the patches (patch-catalogue.ts: the contract's zod schemas and the domain's merges) are not
 * part of the page's first load; the first publication loads them, and what arrives meanwhile waits in the
 * queue. A hidden tab gets no animation frames: its queue is applied on a timer instead.
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
  items: Queued[];
  scheduled: boolean;
}

/** How long a hidden tab's publications wait: no frame will come, and nobody looks at it anyway. */
const HIDDEN_FLUSH_MS = 250;
/** A queue this long is applied at once rather than grow while frames do not come. */
const MAX_QUEUED = 5000;

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
    queue = { items: [], scheduled: false };
    queues.set(client, queue);
  }
  return queue;
}

function schedule(client: QueryClient, queue: Queue): void {
  if (queue.scheduled) return;
  queue.scheduled = true;
  const run = () => flush(client, queue);
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden')
    requestAnimationFrame(run);
  else setTimeout(run, HIDDEN_FLUSH_MS);
}

function flush(client: QueryClient, queue: Queue): void {
  queue.scheduled = false;
  if (queue.items.length === 0) return;
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
  const { parseCatalogueEvent, patchCatalogueEvents } = patcher;
  const items = queue.items;
  queue.items = [];
  const events: CatalogueEvent[] = [];
  for (const item of items) {
    const event = parseCatalogueEvent(item.data);
    if (!event) continue;
    item.onEvent?.(event);
    events.push(event);
  }
  // One batch: every cache entry the events touch notifies its observers once, together.
  if (events.length > 0) notifyManager.batch(() => patchCatalogueEvents(client, events));
}

/** Queues one publication for `client`'s next frame (see the file comment). */
export function queueCatalogueEvent(
  client: QueryClient,
  data: unknown,
  onEvent?: (event: CatalogueEvent) => void,
): void {
  const queue = queueOf(client);
  queue.items.push({ data, onEvent });
  if (queue.items.length >= MAX_QUEUED && patcher) flush(client, queue);
  else schedule(client, queue);
}

/** Applies what is queued for `client` now, loading the patches first if needed (tests, a resync). */
export async function flushCatalogueEvents(client: QueryClient): Promise<void> {
  await loadCataloguePatcher();
  const queue = queueOf(client);
  flush(client, queue);
}
