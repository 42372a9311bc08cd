/**
 * sitemap.xml's entries (spec platform §2 "Page shell"): the fixed pages, the indexable custom pages of
 * site-settings.json, every sport, every league and the upcoming matches, each with its URL in every locale (absolute, on the site URL). Pure: app/sitemap.ts fetches.
 */
import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { paths } from './routes';
import { absoluteUrl, alternateLanguages } from './seo';

export interface SitemapSource {
  siteUrl: string;
  sports: readonly { key: string }[];
  leagues: readonly { slug: string; sport: { key: string } }[];
  matches: readonly { slug: string; sport: { key: string } }[];
  /** The configured pages (site-settings.json): those at their own path with `index` on are listed. */
  customPages?: readonly { path: string; index: boolean }[];
}

const FIXED_PAGES = [
  paths.home,
  paths.live,
  paths.cybersport,
  paths.schedule,
  paths.results,
  paths.generalRules,
  paths.about,
  paths.terms,
  paths.helpCenter,
];

export function sitemapEntries({
  siteUrl,
  sports,
  leagues,
  matches,
  customPages = [],
}: SitemapSource): MetadataRoute.Sitemap {
  const entry = (path: string, changeFrequency: 'always' | 'hourly' | 'daily', priority: number) => ({
    url: absoluteUrl(siteUrl, routing.defaultLocale, path),
    changeFrequency,
    priority,
    alternates: { languages: alternateLanguages(path, siteUrl) },
  });
  const unique = (list: string[]) => [...new Set(list)];
  return [
    ...FIXED_PAGES.map((path) =>
      entry(path, path === paths.live ? 'always' : 'daily', path === paths.home ? 1 : 0.6),
    ),
    ...customPages.filter((p) => p.index && p.path !== '/').map((p) => entry(p.path, 'daily', 0.6)),
    ...unique(sports.map((s) => paths.sport(s.key))).map((path) => entry(path, 'hourly', 0.8)),
    ...unique(leagues.map((l) => paths.sportItem(l.sport.key, l.slug))).map((path) =>
      entry(path, 'hourly', 0.7),
    ),
    ...unique(matches.map((m) => paths.sportItem(m.sport.key, m.slug))).map((path) =>
      entry(path, 'hourly', 0.5),
    ),
  ];
}

/** Paths no crawler needs: the API, the error reporter's tunnel, a player's own pages. */
const PRIVATE_PATHS = ['/api/', '/monitoring', `${paths.home}/profile`, `${paths.home}/bets-history`];

/** robots.txt: everything public, or nothing when indexing is off; the sitemap on the site URL. */
export function robotsRules({
  siteUrl,
  noindex,
}: {
  siteUrl: string;
  noindex: boolean;
}): MetadataRoute.Robots {
  return {
    rules: noindex
      ? { userAgent: '*', disallow: '/' }
      : { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
