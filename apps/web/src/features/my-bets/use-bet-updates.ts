'use client';
/**
 * Keeps the cached bets lists live from the player's private channel `$user:{id}` (platform §7):
 * `bet_changed` replaces or adds the bet (the domain's `applyBetUpdate` per list), `bet_cashout_changed` sets a
 * bet's offer. Other events on the channel (balance_changed, notifications) are someone else's and ignored.
 * When the subscription comes back without the publications it missed, every list is refetched.
 */
import { BetEventSchema } from '@sportsbook/contract';
import { userChannel } from '@sportsbook/contract/values';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { betsKeys, patchBetChanged, patchCashoutOffer } from '@/lib/queries/bets';
import { useSubscription } from '@/lib/realtime/connection';

/** Applies one publication of `$user:{playerId}` to the bets cache; anything not a bet event is ignored. */
function applyBetPublication(client: QueryClient, playerId: string, data: unknown): void {
  const parsed = BetEventSchema.safeParse(data);
  if (!parsed.success) return;
  const event = parsed.data;
  if (event.type === 'bet_changed') patchBetChanged(client, playerId, event.data);
  else patchCashoutOffer(client, playerId, event.data.bet_id, event.data.to_cashout);
}

/** Subscribes to the player's bet events while mounted; `null` (signed out) listens to nothing. */
export function useBetUpdates(playerId: string | null): void {
  const client = useQueryClient();
  useSubscription(
    playerId === null ? null : userChannel(playerId),
    (data) => {
      if (playerId !== null) applyBetPublication(client, playerId, data);
    },
    (since) =>
      void client.invalidateQueries({
        queryKey: betsKeys.all,
        predicate: ({ state }) => since === undefined || state.dataUpdatedAt < since,
      }),
  );
}
