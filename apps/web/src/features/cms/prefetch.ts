/**
 * The server's prefetch of a configured page: the match lists, league links and single matches its blocks show,
 * so the page arrives filled (as the built-in home does) instead of as skeletons. The favourites block is the
 * player's own and is left to the browser.
 */
import type { BlockOf, SitePage } from '@sportsbook/contract/site';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { type EventsType, eventsParams, OPEN_MATCHES } from './events-params';
import { LIVE_BLOCKS } from './registry';

export async function prefetchPage(client: QueryClient, page: SitePage, locale: string): Promise<void> {
  await Promise.all(
    page.blocks.flatMap((block) => {
      if (block.type === 'leagues' || block.type === 'top_leagues')
        return [
          client.prefetchQuery(catalogueQueries.tournaments(locale, {})),
          client.prefetchQuery(catalogueQueries.counters(locale, OPEN_MATCHES)),
        ];
      if (block.type === 'event_markets')
        return [
          client.prefetchQuery(catalogueQueries.match(locale, block.eventId)),
          client.prefetchQuery(catalogueQueries.markets(locale, block.eventId)),
        ];
      if (block.type === 'odds' || block.type === 'match_preview')
        return [client.prefetchQuery(catalogueQueries.match(locale, block.eventId))];
      if (block.type === 'favorites' || !LIVE_BLOCKS.has(block.type)) return [];
      return [
        client.prefetchQuery(catalogueQueries.matches(locale, eventsParams(block as BlockOf<EventsType>))),
      ];
    }),
  );
}
