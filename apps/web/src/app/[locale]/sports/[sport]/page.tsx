/** /sports/{sport}: leagues and matches of one sport; an unknown sport key is a 404. */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listParams } from '@/catalogue/lists/list-params';
import { SportPage } from '@/features/events';
import type { Locale } from '@/i18n/locales';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { getServerQueryClient } from '@/lib/query-client';
import { paths } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';

interface SportPageProps {
  params: Promise<{ locale: string; sport: string }>;
}

/**
 * The sport of `key`, or null when the API does not list it (a 404). An API that cannot answer is not a missing
 * page: that error goes to the error boundary (the general error page, with a retry).
 */
async function findSport(locale: string, key: string) {
  const sports = await getServerQueryClient().query(catalogueQueries.sports(locale));
  return sports.data.find((s) => s.key === key) ?? null;
}

export async function generateMetadata({ params }: SportPageProps): Promise<Metadata> {
  const { locale, sport: key } = await params;
  const sport = await findSport(locale, key);
  if (!sport) return {};
  const t = await getTranslations({ locale, namespace: 'events.seo' });
  const title = t('sportTitle', { sport: sport.name });
  return buildMetadata({
    locale: locale as Locale,
    path: paths.sport(key),
    title,
    description: t('sportDescription', { sport: sport.name }),
    keywords: [sport.name, title],
  });
}

export default async function SportRoute({ params }: SportPageProps) {
  const { locale, sport: key } = await params;
  setRequestLocale(locale);
  const sport = await findSport(locale, key);
  if (!sport) notFound();
  const client = getServerQueryClient();
  await Promise.all([
    client.prefetchQuery(catalogueQueries.tournaments(locale, { sportId: [sport.id] })),
    client.prefetchQuery(catalogueQueries.counters(locale, { sport_id: sport.id, match_status: [0, 1] })),
    client.prefetchQuery(catalogueQueries.matches(locale, listParams.live(key))),
    client.prefetchInfiniteQuery(catalogueQueries.matchPages(locale, listParams.upcomingOfSport(key))),
  ]);
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <SportPage sportKey={key} />
    </HydrationBoundary>
  );
}
