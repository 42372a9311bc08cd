/**
 * `balance_changed` on the player's private channel, written into the cached accounts. Loaded when the first
 * publication arrives (account-listeners.tsx), since parsing it takes the contract's zod schemas.
 */
import { type AccountsResponse, BalanceChangedEventSchema } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { playerKeys } from '@/lib/queries/player';

/** Applies a `balance_changed` publication to the cached accounts; false for any other publication. */
export function applyBalanceChanged(queryClient: QueryClient, publication: unknown): boolean {
  const event = BalanceChangedEventSchema.safeParse(publication);
  if (!event.success) return false;
  const { currency, balance, subunits } = event.data.data;
  queryClient.setQueryData<AccountsResponse>(playerKeys.accounts(), (accounts) => {
    if (!accounts) return accounts;
    const known = accounts.data.some((a) => a.currency === currency);
    return {
      ...accounts,
      data: known
        ? accounts.data.map((a) => (a.currency === currency ? { ...a, balance, subunits } : a))
        : [...accounts.data, { currency, balance, subunits, active: false }],
    };
  });
  return true;
}
