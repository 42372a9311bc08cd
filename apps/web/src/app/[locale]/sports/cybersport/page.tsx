/** /sports/cybersport: esports matches, live and upcoming, prefetched on the server. */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listParams } from '@/catalogue/lists/list-params';
import { CybersportPage } from '@/features/live';
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
    path: paths.cybersport,
    title: t('cyberTitle'),
    description: t('cyberDescription'),
  });
}

export default async function CybersportRoute({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const client = getServerQueryClient();
  await client.prefetchInfiniteQuery(catalogueQueries.matchPages(locale, listParams.cyber()));
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <CybersportPage />
    </HydrationBoundary>
  );
}
