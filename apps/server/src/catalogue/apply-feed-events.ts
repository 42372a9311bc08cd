/**
 * Applies one tick of feed events in one transaction: upserts matches and markets (a row's version grows only
 * when its content really changed), moves statuses, flips provider switches and stores settlement results.
 * Returns what changed, for the caller to publish (see publications.ts). Events about matches the catalogue
 * does not have are skipped and counted, so one bad event cannot fail the tick.
 */
import { EventStatus, type Provider } from '@sportsbook/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { matches, providers } from '../db/schema/index.js';
import type { FeedEvent } from '../feed/types.js';
import { type CatalogueChanges, noChanges } from './catalogue-changes.js';
import { foldFeedEvents } from './fold-feed-events.js';
import { storeResults, upsertMarkets } from './write-markets.js';
import { moveStatuses, placementsOf, upsertMatches } from './write-matches.js';

export type { CatalogueChanges } from './catalogue-changes.js';

/**
 * Applies `events` (one tick, in order) and returns what changed. `also` runs in the same transaction (the feed
 * leader records the tick's input there), even when there are no events.
 */
export async function applyFeedEvents(
  db: Db,
  events: readonly FeedEvent[],
  also?: (tx: Tx) => Promise<void>,
): Promise<CatalogueChanges> {
  const tick = foldFeedEvents(events);
  const changes = noChanges();
  if (events.length === 0) {
    if (also) await db.transaction(also);
    return changes;
  }
  await db.transaction(async (tx) => {
    await also?.(tx);
    const before = await placementsOf(tx, [...tick.matches.keys(), ...tick.statuses.keys()]);
    await upsertMatches(tx, [...tick.matches.values()], before, tick.added, changes);
    await moveStatuses(tx, tick.statuses, before, changes);
    await upsertMarkets(tx, [...tick.markets.values()], changes);
    await switchProviders(tx, tick.providers, changes);
    await storeResults(tx, tick.settled, changes);
  });
  return changes;
}

async function switchProviders(tx: Tx, switches: Map<Provider, boolean>, changes: CatalogueChanges) {
  for (const [provider, enabled] of switches) {
    const rows = await tx
      .insert(providers)
      .values({ provider, enabled })
      .onConflictDoUpdate({
        target: providers.provider,
        set: { enabled, updatedAt: new Date() },
        setWhere: sql`${providers.enabled} <> ${enabled}`,
      })
      .returning({ provider: providers.provider });
    if (rows.length === 0) continue;
    // The open matches of the provider: their pages hear the switch on their own channel.
    const open = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.provider, provider),
          inArray(matches.status, [EventStatus.prematch, EventStatus.live]),
        ),
      )
      .orderBy(asc(matches.id));
    changes.providers.push({ provider, enabled, matchIds: open.map((m) => m.id) });
  }
}
