/**
 * Drops finished matches and outrights from the world some time after they end, so a feed running for days
 * holds about the same number of records. Consumers have had the settlement events by then; the world is
 * the feed's working set, not an archive.
 */
import type { FeedState } from './feed-state.js';

/** Finished records stay this long, so a results view fed from the world still shows recent matches. */
const FINISHED_RETENTION_MS = 30 * 60_000;
/** Pruning compacts arrays of tens of thousands of markets: done in batches, not on every tick. */
const PRUNE_EVERY_MS = 5 * 60_000;

/** Removes records finished more than the retention ago, when a batch is due. */
export function pruneFinished(state: FeedState, until: number): void {
  if (until < state.nextPruneAt) return;
  state.nextPruneAt = until + PRUNE_EVERY_MS;
  const cutoff = until - FINISHED_RETENTION_MS;
  const drop = new Set<number>();
  for (const [id, at] of state.finished) if (at < cutoff) drop.add(id);
  if (drop.size === 0) return;
  for (const id of drop) {
    // Its teams' booking goes with it: the list of bookings stays as short as the world.
    const match = state.matches.get(id)?.match;
    if (match) state.slots.release([match.homeId ?? -1, match.awayId ?? -1], match.startTime);
    state.finished.delete(id);
    state.matches.delete(id);
    state.outrights.delete(id);
  }
  // Compacted in place: the world's arrays keep their identity for whoever holds them.
  compact(state.world.matches, (m) => !drop.has(m.id));
  compact(state.world.markets, (m) => !drop.has(m.matchId));
}

function compact<T>(items: T[], keep: (item: T) => boolean): void {
  let write = 0;
  for (const item of items) if (keep(item)) items[write++] = item;
  items.length = write;
}
