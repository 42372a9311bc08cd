'use client';
/**
 * The account feature's app-wide parts, mounted once by AppProviders: the auth and deposit dialogs, the URL
 * opener, the 401 hook, the private channel (live balance) and what follows a change of player (fresh realtime
 * connection, their own settings and odds format).
 */
import {
  type AccountsResponse,
  BalanceChangedEventSchema,
  type SettingsResponse,
  type User,
} from '@sportsbook/contract';
import { parseOddsFormat } from '@sportsbook/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { Suspense, useEffect, useRef } from 'react';
import { setUnauthorizedHook } from '@/lib/api';
import { setOddsFormat } from '@/lib/odds-format';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { playerKeys } from '@/lib/queries/player';
import { reconnectRealtime, useSubscription } from '@/lib/realtime/connection';
import { AuthDialog } from './auth-dialog';
import { DepositDialog } from './deposit-dialog';
import { useSession } from './session';
import { handleUnauthorized, refreshPlayerSettings } from './session-actions';
import { useUrlAuthModal } from './use-url-auth-modal';

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

/**
 * After a change of player (sign-in, sign-out, another account), not on the first answer of the page: a new
 * realtime connection for the new identity. On every known player (the first answer too): their settings,
 * and their saved odds format when they have saved settings.
 */
function usePlayerChange(playerId: string | null | undefined): void {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (playerId === undefined) return;
    const before = previous.current;
    previous.current = playerId;
    if (before === playerId) return;
    if (before !== undefined) reconnectRealtime();
    if (before === undefined && playerId === null) return;
    void (async () => {
      await refreshPlayerSettings(queryClient);
      if (playerId === null) return;
      const settings = await queryClient
        .fetchQuery(catalogueQueries.settings(locale))
        .catch((): SettingsResponse | null => null);
      const format = settings?.updated_at ? parseOddsFormat(settings.odds_types.selected) : null;
      // Another player may have signed in meanwhile: their settings are theirs to apply.
      const current = queryClient.getQueryData<User | null>(playerKeys.me());
      if (format && current?.id === playerId) setOddsFormat(format);
    })();
  }, [playerId, queryClient, locale]);
}

function UrlAuthModal() {
  useUrlAuthModal();
  return null;
}

export function AccountListeners() {
  const queryClient = useQueryClient();
  const { status, player } = useSession();

  useEffect(() => setUnauthorizedHook(handleUnauthorized(queryClient)), [queryClient]);

  const playerId =
    status === 'logged_in' ? (player?.id ?? null) : status === 'not_logged_in' ? null : undefined;
  usePlayerChange(playerId);
  useSubscription(player ? `$user:${player.id}` : null, (data) => {
    applyBalanceChanged(queryClient, data);
  });

  return (
    <>
      <AuthDialog />
      <DepositDialog />
      {/* useSearchParams needs a Suspense boundary so static pages do not bail out of prerendering. */}
      <Suspense fallback={null}>
        <UrlAuthModal />
      </Suspense>
    </>
  );
}
