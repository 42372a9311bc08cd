/**
 * /sports: the sports home. When site-settings.json has a page at `/`, the home is that page's blocks
 * (features/cms); otherwise the built-in home (live now, starting soon, top leagues), prefetched on the server.
 */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CmsPage, customPageMetadata, prefetchPage } from '@/features/cms';
import { HOME_LEAGUES, HomePage, homeParams } from '@/features/home';
import type { Locale } from '@/i18n/locales';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { getServerQueryClient } from '@/lib/query-client';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { seoMetadata } from '@/lib/seo';
import { sitePage } from '@/lib/site-pages';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  const configured = sitePage('/');
  if (configured) return customPageMetadata(configured, locale as Locale, paths.home);
  return seoMetadata(locale as Locale, 'home', paths.home);
}

export default async function SportsHomePage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const configured = sitePage('/');
  const client = getServerQueryClient();
  if (configured) {
    await prefetchPage(client, configured, locale);
    return (
      <HydrationBoundary state={dehydrate(client)}>
        <CmsPage page={configured} locale={locale} />
      </HydrationBoundary>
    );
  }
  await Promise.all([
    client.prefetchQuery(catalogueQueries.matches(locale, homeParams.live)),
    client.prefetchQuery(catalogueQueries.matches(locale, homeParams.upcoming)),
    client.prefetchQuery(catalogueQueries.tournaments(locale, HOME_LEAGUES.query.tournaments)),
    client.prefetchQuery(catalogueQueries.counters(locale, HOME_LEAGUES.query.counters)),
  ]);
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <HomePage />
    </HydrationBoundary>
  );
}
