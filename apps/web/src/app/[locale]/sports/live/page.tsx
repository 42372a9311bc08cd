/** /sports/live: every live match, sport by sport, with the sport filter, prefetched on the server. */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LIVE_COUNTERS, listParams } from '@/catalogue/lists/list-params';
import { LivePage } from '@/features/live';
import type { Locale } from '@/i18n/locales';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { getServerQueryClient } from '@/lib/query-client';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'events.seo' });
  return buildMetadata({
    locale,
    path: paths.live,
    title: t('liveTitle'),
    description: t('liveDescription'),
  });
}

export default async function LiveRoute({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const client = getServerQueryClient();
  await Promise.all([
    client.prefetchInfiniteQuery(catalogueQueries.matchPages(locale, listParams.live())),
    client.prefetchQuery(catalogueQueries.counters(locale, LIVE_COUNTERS)),
    // The sport filter names sports: without them it appears after the load and pushes every row down.
    client.prefetchQuery(catalogueQueries.sports(locale)),
  ]);
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <LivePage />
    </HydrationBoundary>
  );
}
