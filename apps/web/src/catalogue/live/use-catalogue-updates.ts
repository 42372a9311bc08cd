'use client';
/**
 * Keeps the cached catalogue live while a page is open: listens to a realtime channel (public:{locale} on list
 * pages, match:{id} on a match page) and hands each publication to the catalogue queue
 * (lib/realtime/catalogue-queue.ts), which parses it with the contract's schemas and patches the TanStack Query
 * cache once per animation frame. After a reconnect, centrifuge replays what was missed; when it cannot (the gap
 * outgrew the channel history), the affected queries are refetched instead.
 */
import type { CatalogueEvent } from '@sportsbook/contract';
import { matchChannel, publicChannel } from '@sportsbook/contract/values';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { resource } from '@/lib/queries/catalogue';
import { queueCatalogueEvent } from '@/lib/realtime/catalogue-queue';
import { useSubscription } from '@/lib/realtime/connection';
import { observeFeedTime } from './feed-clock';

/**
 * Cached resources that realtime events keep current; the rest (sports, leagues) does not move with the feed.
 * Settings hold the providers' switches (provider_status_changed).
 */
const LIVE_RESOURCES = new Set([
  'matches',
  'match-pages',
  'match',
  'markets',
  'counters',
  'search',
  'settings',
]);

/**
 * Refetches the live resources the channel keeps current (of one match on a match page); with `since`, only
 * those fetched before then (see useSubscription).
 */
export function refetchLive(client: QueryClient, matchId?: number, since?: number): void {
  void client.invalidateQueries({
    predicate: ({ queryKey, state }) => {
      if (since !== undefined && state.dataUpdatedAt >= since) return false;
      const kind = resource(queryKey);
      if (matchId === undefined) return typeof kind === 'string' && LIVE_RESOURCES.has(kind);
      // A match channel carries no provider switches: its resync reads them again too.
      if (kind === 'settings') return true;
      return (kind === 'match' || kind === 'markets') && queryKey[3] === matchId;
    },
  });
}

/** The live clock's reading of the feed's time, from each match change that carries a clock. */
function observeClock(event: CatalogueEvent): void {
  if (event.type === 'match_changed' && event.data.match.clock) {
    observeFeedTime(event.data.match.clock.clock_updated_at);
  }
}

function useChannelPatches(channel: string | null, matchId?: number): void {
  const client = useQueryClient();
  useSubscription(
    channel,
    (data) => queueCatalogueEvent(client, data, observeClock),
    (since) => refetchLive(client, matchId, since),
  );
}

/** List pages: every catalogue change of the page's language. */
export function useCatalogueUpdates(): void {
  const locale = useLocale() as Locale;
  useChannelPatches(publicChannel(locale));
}

/** A match page: the changes of that match only (its clock, score, status and every market). */
export function useMatchUpdates(matchId: number): void {
  useChannelPatches(matchChannel(matchId), matchId);
}
