/**
 * The data layer's `placed_bet` events (lib/tracking/data-layer.ts): one per bet the server accepted, with what a
 * tag manager needs to count it (id, type, stake in minor units and its currency, the accepted prices) and
 * nothing about the player (the data layer adds the user id, and only that).
 */
import type { PlaceBetsRequest, PlacedBet } from '@sportsbook/domain';
import type { EventFields } from '@/lib/tracking/data-layer';

export function placedBetEvents(request: PlaceBetsRequest, placed: readonly PlacedBet[]): EventFields[] {
  return placed.map((bet, index) => {
    // The server answers in the order of the request's bets.
    const sent = request.bets[index];
    return {
      bet_id: bet.betId,
      bet_ref: bet.ref,
      bet_type: request.meta.type,
      quick_bet: request.meta.quick,
      status: bet.status,
      stake: sent?.stake.value ?? null,
      currency: sent?.stake.currency ?? null,
      selection_ids: bet.selections.map((s) => s.id),
      odds: bet.selections.map((s) => s.odds),
      selection_count: bet.selections.length,
    };
  });
}
