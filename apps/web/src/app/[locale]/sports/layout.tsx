/**
 * Every page under /sports renders inside the shell. The sports tree's data (sports and counters) is fetched
 * here on the server and handed to the client cache, so the sidebar arrives filled instead of as skeletons.
 */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { cookies } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { Shell } from '@/features/shell';
import { isMobileApp, PLATFORM_COOKIE } from '@/lib/platform';
import { BETTABLE_COUNTERS, catalogueQueries } from '@/lib/queries/catalogue';
import { getServerQueryClient } from '@/lib/query-client';
import type { LocaleLayoutProps } from '@/lib/route-props';

export default async function SportsLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const mobileApp = isMobileApp((await cookies()).get(PLATFORM_COOKIE)?.value);
  const queryClient = getServerQueryClient();
  // prefetchQuery never throws: if the API is down the client retries and the tree shows its error state.
  await Promise.all([
    queryClient.prefetchQuery(catalogueQueries.sports(locale)),
    queryClient.prefetchQuery(catalogueQueries.counters(locale, BETTABLE_COUNTERS)),
  ]);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Shell mobileApp={mobileApp}>{children}</Shell>
    </HydrationBoundary>
  );
}
