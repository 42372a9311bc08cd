'use client';
/**
 * The slip's part of the page that SlipController loads once the page has hydrated, together with the slip's
 * engine (renders nothing):
 * - session storage: restored on load, written on every change; then the engine takes the actions the page
 *   queued before it was there (`startSlip`);
 * - the site settings (odds-change acceptance, multi-single providers, custom-bet singles, provider switches)
 *   and the player's currency and balance;
 * - realtime: `match:{id}` of every selection's match (prices, statuses) and `$user:{id}` (live bets accepted
 *   or rejected after their delay);
 * - a shared bet link (`?betCode=`): its bets into the slip, then the parameter leaves the URL;
 * - a route change closes the panel (not when embedded in a host page).
 */
import type { CatalogueEvent, SettingsResponse } from '@sportsbook/contract';
import { matchChannel, userChannel } from '@sportsbook/contract/values';
import { type Money, type Provider, shouldUseShareCode } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { usePathname } from '@/i18n/navigation';
import { isEmbedded } from '@/lib/embedded';
import { lazyCall } from '@/lib/lazy-call';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { useSubscription } from '@/lib/realtime/connection';
import { useSession } from '@/session/session';
import { useSiteRules } from '@/session/site-rules';
import { useVisitorCurrency } from '@/session/use-visitor-currency';
import { BET_CODE_PARAM } from './shared-bets';
import {
  applyShareCode,
  dispatch,
  refreshMatches,
  startSlip,
  syncBalance,
  syncCurrency,
  syncTicketConfig,
} from './slip-engine';
import { slipEventsOf } from './slip-feed';
import { panelRouteChanged, useSlipStore } from './slip-store';

// The slip's publications are parsed with the contract's schemas, loaded with the first one (slip-realtime.ts).
const applyMatchPublication = lazyCall<[unknown]>(() =>
  import('./slip-realtime').then((m) => m.applyMatchPublication),
);
const applyBetPublication = lazyCall<[unknown]>(() =>
  import('./slip-realtime').then((m) => m.applyBetPublication),
);

/** Feeds one match's publications to the slip, and refetches the match when missed ones cannot be replayed. */
function MatchFeed({ matchId }: { matchId: number }) {
  useSubscription(
    matchChannel(matchId),
    (data) => applyMatchPublication(data),
    // A new subscription needs nothing: a pick takes the price on screen, and a restore fetches the markets.
    (since) => {
      if (since === undefined) void refreshMatches([matchId], false);
    },
  );
  return null;
}

/** The distinct matches of the slip's selections, as a stable string (ids lead each selection id). */
function useSlipMatchIds(): number[] {
  const key = useSlipStore((s) =>
    [...new Set(s.ticket.selectedOutcomeIds.map((id) => id.slice(0, id.indexOf('/'))))].join(','),
  );
  return key === '' ? [] : key.split(',').map(Number);
}

function useSettingsSync(settings: SettingsResponse | undefined): void {
  const selectionCount = useSlipStore((s) => s.ticket.selectedOutcomeIds.length);
  useEffect(() => {
    if (!settings) return;
    syncTicketConfig({
      oddsAcceptance: settings.auto_accept_odds_change,
      multiSingleByProvider: settings.multi_bet_settings.available_by_provider,
      customBetAllowSingle: settings.custom_bet_allow_single,
    });
  }, [settings]);
  // Provider switches reach the selections (also ones restored after the switch was already off).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when selections come in
  useEffect(() => {
    if (!settings) return;
    for (const [provider, enabled] of Object.entries(settings.provider_statuses)) {
      if (enabled === undefined) continue;
      const event: CatalogueEvent = {
        type: 'provider_status_changed',
        data: { provider: provider as Provider, enabled },
      };
      for (const e of slipEventsOf(event, useSlipStore.getState().ticket.bets)) dispatch(e);
    }
  }, [settings?.provider_statuses, selectionCount]);
}

export function SlipSync() {
  const locale = useLocale();
  const session = useSession();
  const settings = useQuery(catalogueQueries.settings(locale)).data;
  const pathname = usePathname();
  const matchIds = useSlipMatchIds();
  const shareBetOff = useSiteRules().shareBetOff;

  useEffect(() => startSlip(), []);

  useSettingsSync(settings);

  // A visitor's stakes are in the currency a host page or link chose (session/visitor-currency.ts).
  const visitorCurrency = useVisitorCurrency();
  const shown = session.status === 'not_logged_in' ? visitorCurrency : null;
  const currency = session.account?.currency ?? shown?.code;
  const subunits = session.account?.subunits ?? shown?.subunits;
  const balance = session.account?.balance;
  useEffect(() => {
    if (currency !== undefined && subunits !== undefined) syncCurrency(currency, subunits);
  }, [currency, subunits]);
  useEffect(() => {
    if (balance !== undefined) syncBalance(balance as Money);
  }, [balance]);

  useSubscription(session.player ? userChannel(session.player.id) : null, (data) =>
    applyBetPublication(data),
  );

  // A shared bet link, on load and after each navigation (a link can be followed inside the app too). It waits
  // for the session: the server converts the stakes into a signed-in reader's currency, and the slip must be in
  // that currency by then or it zeroes them.
  const sessionKnown =
    session.status === 'not_logged_in' || (session.status === 'logged_in' && session.account !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => {
    if (!sessionKnown) return;
    const url = new URL(window.location.href);
    const code = url.searchParams.get(BET_CODE_PARAM);
    if (code === null) return;
    url.searchParams.delete(BET_CODE_PARAM);
    window.history.replaceState(null, '', url.toString());
    if (shouldUseShareCode(!shareBetOff, code)) void applyShareCode(code.trim());
  }, [pathname, sessionKnown]);

  // A new path closes the panel; the first one is the page the restored panel belongs to.
  const [seenPath, setSeenPath] = useState(pathname);
  useEffect(() => {
    if (pathname === seenPath) return;
    setSeenPath(pathname);
    panelRouteChanged(isEmbedded());
  }, [pathname, seenPath]);

  return (
    <>
      {matchIds.map((id) => (
        <MatchFeed key={id} matchId={id} />
      ))}
    </>
  );
}
