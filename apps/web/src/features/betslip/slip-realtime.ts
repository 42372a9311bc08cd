/**
 * Realtime publications for the slip, parsed with the contract's schemas: `match:{id}` of a selection's match
 * (prices, statuses, as slip events) and `bet_changed` on `$user:{id}` (a live bet accepted or rejected after its
 * delay). Loaded by slip-sync.tsx with the first publication, so the schemas are not part of the first load.
 */
import { BetEventSchema } from '@sportsbook/contract';
import { parseCatalogueEvent } from '@/lib/realtime/patch-catalogue';
import { dispatch, updateBetStatus } from './slip-engine';
import { slipEventsOf } from './slip-feed';
import { useSlipStore } from './slip-store';

/** One publication of a selection's match channel, as the slip events it means. */
export function applyMatchPublication(data: unknown): void {
  const event = parseCatalogueEvent(data);
  if (!event) return;
  for (const e of slipEventsOf(event, useSlipStore.getState().ticket.bets)) dispatch(e);
}

/** One publication of the player's channel: a placed bet's new status. */
export function applyBetPublication(data: unknown): void {
  const parsed = BetEventSchema.safeParse(data);
  if (parsed.success && parsed.data.type === 'bet_changed')
    updateBetStatus(parsed.data.data.id, parsed.data.data.status);
}
