/**
 * /sitemap.xml: the fixed pages, the custom pages, sports, leagues and upcoming matches (lib/sitemap.ts), read from the API when
 * asked. A catalogue the API cannot give leaves the fixed pages, never an error.
 */
import { EventStatus, PAGE_SIZE } from '@sportsbook/domain';
import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { getServerQueryClient } from '@/lib/query-client';
import { readPublicConfig } from '@/lib/runtime-config';
import { sitePages } from '@/lib/site-pages';
import { sitemapEntries } from '@/lib/sitemap';

export const dynamic = 'force-dynamic';

/** Upcoming matches listed: this many pages of the soonest. */
const MATCH_PAGES = 10;

async function upcomingMatches(locale: string) {
  const client = getServerQueryClient();
  const matches = [];
  for (let page = 1; page <= MATCH_PAGES; page++) {
    const answer = await client.fetchQuery(
      catalogueQueries.matches(locale, { match_status: [EventStatus.prematch], limit: PAGE_SIZE, page }),
    );
    matches.push(...answer.data);
    if (answer.pagination.page >= answer.pagination.last_page) break;
  }
  return matches;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = readPublicConfig();
  const locale = routing.defaultLocale;
  const client = getServerQueryClient();
  const [sports, leagues, matches] = await Promise.all([
    client.fetchQuery(catalogueQueries.sports(locale)).then(
      (a) => a.data,
      () => [],
    ),
    client.fetchQuery(catalogueQueries.tournaments(locale)).then(
      (a) => a.data,
      () => [],
    ),
    upcomingMatches(locale).catch(() => []),
  ]);
  return sitemapEntries({ siteUrl, sports, leagues, matches, customPages: sitePages() });
}
