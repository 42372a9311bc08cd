/** /sports/schedule?date=YYYY-MM-DD: one of the next seven days, prefetched on the server in UTC days. */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pickDate, SchedulePage, scheduleDates, scheduleParams } from '@/features/schedule';
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
    path: paths.schedule,
    title: t('scheduleTitle'),
    description: t('scheduleDescription'),
  });
}

export default async function ScheduleRoute({ params, searchParams }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const requested = (await searchParams).date;
  const requestedDate = typeof requested === 'string' ? requested : null;
  const renderedAt = Date.now();
  const date = pickDate(scheduleDates(renderedAt, 'UTC'), requestedDate);
  const client = getServerQueryClient();
  await client.prefetchInfiniteQuery(catalogueQueries.matchPages(locale, scheduleParams(date, 'UTC')));
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <SchedulePage requestedDate={requestedDate} renderedAt={renderedAt} />
    </HydrationBoundary>
  );
}
