'use client';
/**
 * The account feature's app-wide parts, mounted once by AppProviders: the auth and deposit dialogs (loaded when
 * they first open, account-dialogs.tsx), the URL opener, the 401 hook, the private channel (live balance,
 * balance-updates.ts), the alert of a payment return URL (deposit-return.ts) and what follows a change of player (fresh realtime connection, their own settings and
 * odds format).
 */
import type { SettingsResponse, User } from '@sportsbook/contract';
import { userChannel } from '@sportsbook/contract/values';
import { parseOddsFormat } from '@sportsbook/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { Suspense, useEffect, useRef } from 'react';
import { setUnauthorizedHook } from '@/lib/api';
import { lazyCall } from '@/lib/lazy-call';
import { setOddsFormat } from '@/lib/odds-format';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { playerKeys } from '@/lib/queries/player';
import { reconnectRealtime, useSubscription } from '@/lib/realtime/connection';
import { useSession } from '@/session/session';
import { AccountDialogs } from './account-dialogs';
import { useDepositReturnAlert } from './deposit-return';
import { handleUnauthorized, refreshPlayerSettings } from './session-actions';
import { useUrlAuthModal } from './use-url-auth-modal';

/** balance-updates.ts (with the contract's schemas) loads with the first publication on the channel. */
const applyBalance = lazyCall<[QueryClient, unknown]>(() =>
  import('./balance-updates').then((m) => (client, publication) => {
    m.applyBalanceChanged(client, publication);
  }),
);

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
  useDepositReturnAlert();
  useSubscription(player ? userChannel(player.id) : null, (data) => applyBalance(queryClient, data));

  return (
    <>
      <AccountDialogs />
      {/* useSearchParams needs a Suspense boundary so static pages do not bail out of prerendering. */}
      <Suspense fallback={null}>
        <UrlAuthModal />
      </Suspense>
    </>
  );
}
