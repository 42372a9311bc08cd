/**
 * Switching the signed-in player's active currency (the account menu, and a host page's change_currency):
 * opens the account first when the player has none in that currency (POST /player/accounts), then makes it the
 * active one (PATCH /player/currency) and updates the cache. Rejects with the API's error.
 */
import type { AccountsResponse, User } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { playerKeys, playerQueries } from '@/lib/queries/player';
import { refreshPlayerSettings } from './session-actions';

/** Whether the switch opened a new account or moved to a held one. */
export type CurrencySwitch = 'opened' | 'switched';

export async function switchAccountCurrency(
  queryClient: QueryClient,
  locale: string,
  currency: string,
): Promise<CurrencySwitch> {
  const accounts = (await queryClient.ensureQueryData(playerQueries.accounts(locale))).data;
  const held = accounts.some((a) => a.currency === currency);
  if (!held) await apiFetch('/api/platform/player/accounts', { locale, body: { currency } });
  const answer = await apiFetch<AccountsResponse>('/api/platform/player/currency', {
    locale,
    method: 'PATCH',
    body: { currency },
  });
  queryClient.setQueryData(playerKeys.accounts(), answer);
  queryClient.setQueryData<User | null>(playerKeys.me(), (me) => (me ? { ...me, currency } : me));
  // Stake presets are in the active account's currency.
  void refreshPlayerSettings(queryClient);
  return held ? 'switched' : 'opened';
}
