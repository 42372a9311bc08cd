'use client';
/**
 * The app inside a host page (spec platform §7 "Host-page messages"), loaded only when the page is in an iframe
 * and an embedding whitelist is configured (lazy-embed-bridge.tsx). Renders nothing. It
 * - receives the host's messages through host-channel.ts and carries them out (inbound.ts);
 * - tells the host: `initialized` once listening (the SDK answers with `iframe_integration`), `page-loaded` after
 *   every navigation, `page-size-changed` (debounced 100 ms, page-size.ts), `balance-changed` and
 *   `currency-changed` with the active account, `bet-slip-state-changed` with the slip's selections or panel,
 *   `notify-modal-triggered` when a modal opens or closes, `top-event-clicked` for a match link of the home page;
 * - hands sign-in, sign-up and deposit to the host while it listens for them (session/host-handoff.ts);
 * - keeps the session the host hands over (`iframe_integration.token`): POST /users/session with the token as a
 *   bearer makes it this frame's partitioned cookies (apps/server README), so it survives reloads.
 */
import type { EmbedInboundPayloads, EmbedOutboundType, User } from '@sportsbook/contract';
import { EMBED_PROTOCOL_VERSION } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { applySignedIn, signOut, switchAccountCurrency } from '@/features/account';
import { applyBetCode, selectPanelTab, setPanelOpen, useSlipStore } from '@/features/betslip';
import { pageNameOf, setSearchOpen, switchLocale } from '@/features/shell';
import type { Locale } from '@/i18n/locales';
import { usePathname, useRouter } from '@/i18n/navigation';
import { BASE_PATH } from '@/i18n/routing';
import { apiFetch } from '@/lib/api';
import { setOddsFormat } from '@/lib/odds-format';
import { playerKeys } from '@/lib/queries/player';
import type { EmbedConfig } from '@/lib/runtime-config';
import { setHostHandoff } from '@/session/host-handoff';
import { useSession } from '@/session/session';
import { keepVisitorCurrency } from '@/session/use-visitor-currency';
import { createHostChannel, type HostChannel } from './host-channel';
import { handleInbound, type InboundActions } from './inbound';
import { measurePage, reportPageSize, watchPageSize } from './page-size';
import { applyVisiblePart, beyondTolerance, type VisiblePart, visiblePartOf } from './viewport';

export type EmbedBridgeProps = EmbedConfig;

const development = process.env.NODE_ENV !== 'production';
const warn = development ? console.warn : () => {};

/** The match id of a match row's link that was clicked, with its path; null for any other click. */
function topEventOf(target: EventTarget | null): { match_id: number; path: string } | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  const row = link?.closest('[data-match-id]');
  const id = Number(row?.getAttribute('data-match-id'));
  if (!link || !Number.isSafeInteger(id) || id <= 0) return null;
  return { match_id: id, path: new URL((link as HTMLAnchorElement).href).pathname };
}

/** Session hand-over: the host's token becomes this frame's session (same player: nothing changes). */
async function keepHandedSession(
  queryClient: ReturnType<typeof useQueryClient>,
  locale: string,
  token: string,
) {
  try {
    const user = await apiFetch<User>('/api/platform/users/session', {
      locale,
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      unauthorized: 'ignore',
    });
    if (queryClient.getQueryData<User | null>(playerKeys.me())?.id !== user.id)
      applySignedIn(queryClient, user);
  } catch (error) {
    warn('[embed] the session the host handed over was refused', error);
  }
}

function usePost(channel: HostChannel) {
  const locale = useLocale();
  const pathname = usePathname();
  const { account } = useSession();
  const count = useSlipStore((s) => s.ticket.selectedOutcomeIds.length);
  const outcomeIds = useSlipStore((s) => s.ticket.selectedOutcomeIds);
  const open = useSlipStore((s) => s.panel.isOpen);
  const page = useRef(pathname);
  page.current = pathname;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger
  useEffect(() => {
    channel.post('page-loaded', { path: window.location.pathname, page: pageNameOf(pathname), locale });
  }, [channel, pathname]);

  useEffect(
    () =>
      reportPageSize(
        (size) => channel.post('page-size-changed', size),
        () => measurePage(),
        (changed) => watchPageSize(changed),
      ),
    [channel],
  );

  const currency = account?.currency;
  const balance = account?.balance;
  const subunits = account?.subunits;
  useEffect(() => {
    if (currency !== undefined && balance !== undefined && subunits !== undefined)
      channel.post('balance-changed', { currency, balance, subunits });
  }, [channel, currency, balance, subunits]);

  const previousCurrency = useRef(currency);
  useEffect(() => {
    const before = previousCurrency.current;
    previousCurrency.current = currency;
    if (currency !== undefined && before !== undefined && before !== currency)
      channel.post('currency-changed', { currency });
  }, [channel, currency]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the count and the ids change together
  useEffect(() => {
    channel.post('bet-slip-state-changed', { count, open, outcome_ids: [...outcomeIds] });
  }, [channel, outcomeIds, open]);

  useEffect(() => {
    // Radix marks the body while a modal holds the page (data-scroll-locked).
    let wasOpen = document.body.hasAttribute('data-scroll-locked');
    const observer = new MutationObserver(() => {
      const isOpen = document.body.hasAttribute('data-scroll-locked');
      if (isOpen !== wasOpen) channel.post('notify-modal-triggered', { open: isOpen });
      wasOpen = isOpen;
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['data-scroll-locked'] });
    return () => observer.disconnect();
  }, [channel]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (page.current !== BASE_PATH) return;
      const top = topEventOf(event.target);
      if (top) channel.post('top-event-clicked', top);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [channel]);
}

export function EmbedBridge({ origins, anyOrigin }: EmbedBridgeProps) {
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const alerts = useTranslations('common.alerts');
  const [channel] = useState(() =>
    createHostChannel(
      { origins, anyOrigin },
      {
        // Seen by tests and operators debugging an integration: how many host messages were ignored.
        onIgnored: (count) => {
          document.documentElement.dataset.embedIgnored = String(count);
        },
      },
    ),
  );
  const listeners = useRef<ReadonlySet<EmbedOutboundType>>(new Set());
  const visible = useRef<VisiblePart | null>(null);

  // The latest render's values, for the message handler registered once.
  const current = { locale, pathname, session, alerts };
  const latest = useRef(current);
  latest.current = current;

  useEffect(() => {
    const actions: InboundActions = {
      get locale() {
        return latest.current.locale;
      },
      navigate: (path) => router.push(path),
      setOddsFormat,
      setSearchOpen,
      openSlip: (tab) => {
        selectPanelTab(tab);
        setPanelOpen(true);
      },
      applyViewport: (viewport: EmbedInboundPayloads['viewport']) => {
        const part = visiblePartOf(viewport, window.innerHeight);
        if (!beyondTolerance(visible.current, part)) return;
        visible.current = part;
        applyVisiblePart(part, document.documentElement);
      },
      integrate: (list, token) => {
        listeners.current = new Set(list);
        const { locale: now, session: who } = latest.current;
        if (typeof token === 'string') void keepHandedSession(queryClient, now, token);
        else if (token === null && who.isLoggedIn) void signOut(queryClient, now);
      },
      applyBetCode,
      switchLocale: (next) => {
        const { locale: now, pathname: path, session: who, alerts: texts } = latest.current;
        void switchLocale(next, {
          current: now,
          pathname: path,
          signedIn: who.isLoggedIn,
          errorAlert: { title: texts('errorTitle'), description: texts('errorDescription') },
        });
      },
      switchCurrency: (currency) => {
        const { locale: now, session: who } = latest.current;
        if (who.isLoggedIn) {
          void switchAccountCurrency(queryClient, now, currency).catch((error: unknown) =>
            warn('[embed] the currency could not be switched', error),
          );
          return;
        }
        // A visitor's currency, as /init-sportsbook keeps it (partitioned: this frame is cross-site).
        if (keepVisitorCurrency(currency, { crossSite: true }))
          channel.post('currency-changed', { currency });
        else warn('[embed] change_currency names a currency the app does not offer', currency);
      },
      warn,
    };
    const stop = channel.listen((message) => handleInbound(message, actions));
    const { locale: now, session: who } = latest.current;
    channel.post('initialized', {
      version: EMBED_PROTOCOL_VERSION,
      locale: now,
      currency: who.account?.currency ?? null,
      signed_in: who.isLoggedIn,
    });
    return stop;
  }, [channel, queryClient, router]);

  useEffect(
    () =>
      setHostHandoff((action, reason) => {
        if (!listeners.current.has(action)) return false;
        if (action === 'deposit')
          channel.post('deposit', { currency: latest.current.session.account?.currency ?? null });
        else channel.post(action, { reason });
        return true;
      }),
    [channel],
  );

  usePost(channel);
  return null;
}
