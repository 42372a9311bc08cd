/** /sports/results: finished matches with their scores, prefetched on the server. */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RESULTS_PARAMS, ResultsPage } from '@/features/results';
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
    path: paths.results,
    title: t('resultsTitle'),
    description: t('resultsDescription'),
  });
}

export default async function ResultsRoute({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const client = getServerQueryClient();
  await client.prefetchInfiniteQuery(catalogueQueries.matchPages(locale, RESULTS_PARAMS));
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <ResultsPage />
    </HydrationBoundary>
  );
}
