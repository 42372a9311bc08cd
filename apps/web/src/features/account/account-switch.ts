/**
 * Opening another currency account (POST /player/accounts) and making one the active account
 * (PATCH /player/currency), as the account menu and the account centre's wallet do it.
 */
import type { AccountsResponse, User } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { playerKeys } from '@/lib/queries/player';
import { refreshPlayerSettings } from './session-actions';

/** Makes `currency` the active account, opening it first when `open`; rejects with the ApiError of a failure. */
export async function switchAccount(
  queryClient: QueryClient,
  locale: string,
  currency: string,
  open: boolean,
): Promise<void> {
  if (open) await apiFetch('/api/platform/player/accounts', { locale, body: { currency } });
  const answer = await apiFetch<AccountsResponse>('/api/platform/player/currency', {
    locale,
    method: 'PATCH',
    body: { currency },
  });
  queryClient.setQueryData(playerKeys.accounts(), answer);
  queryClient.setQueryData<User | null>(playerKeys.me(), (me) => (me ? { ...me, currency } : me));
  // Stake presets are in the active account's currency.
  void refreshPlayerSettings(queryClient);
}
