/**
 * /sports/{sport}/{slug}: the spec's category, league and match pages share this segment. The slug is resolved
 * by the API (features/events/resolve-slug.ts); the page then prefetches what that kind of page shows, and
 * features/events/slug-view.tsx loads only that view's code. A slug that names nothing under the sport is a 404.
 */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { listParams } from '@/catalogue/lists/list-params';
import { resolveSlug, SlugView, slugMetadata } from '@/features/events';
import { MatchJsonLd, matchMediaQueries } from '@/features/match';
import { localizedPath } from '@/i18n/routing';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { getServerQueryClient } from '@/lib/query-client';
import { paths } from '@/lib/routes';

interface SlugPageProps {
  params: Promise<{ locale: string; sport: string; slug: string }>;
}

export async function generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
  const { locale, sport, slug } = await params;
  const resolved = await resolveSlug(locale, sport, slug);
  return resolved ? slugMetadata(locale, sport, slug, resolved) : {};
}

export default async function SlugRoute({ params }: SlugPageProps) {
  const { locale, sport, slug } = await params;
  setRequestLocale(locale);
  const resolved = await resolveSlug(locale, sport, slug);
  if (!resolved) notFound();
  const client = getServerQueryClient();
  const { id } = resolved;

  if (resolved.kind === 'match') {
    const [match] = await Promise.all([
      client.query(catalogueQueries.match(locale, id)).catch(() => null),
      client.prefetchQuery(catalogueQueries.markets(locale, id)),
      client.prefetchQuery(catalogueQueries.settings(locale)),
      // The statistics link then arrives with the page instead of popping in after it. Asked for alongside the
      // match rather than after it (most matches have statistics): one API round trip less before the page's
      // first byte. A match without them answers 404, which is neither retried nor sent to the browser.
      client.prefetchQuery(matchMediaQueries.statistics(locale, id)),
    ]);
    return (
      <HydrationBoundary state={dehydrate(client)}>
        {match && <MatchJsonLd match={match} url={localizedPath(locale, paths.sportItem(sport, slug))} />}
        <SlugView kind="match" matchId={id} />
      </HydrationBoundary>
    );
  }
  if (resolved.kind === 'tournament') {
    await Promise.all([
      client.prefetchQuery(catalogueQueries.tournament(locale, id)),
      client.prefetchInfiniteQuery(catalogueQueries.matchPages(locale, listParams.league(id))),
      client.prefetchQuery(catalogueQueries.matches(locale, listParams.outrights(id))),
    ]);
    return (
      <HydrationBoundary state={dehydrate(client)}>
        <SlugView kind="tournament" tournamentId={id} />
      </HydrationBoundary>
    );
  }
  // The API not answering is an error (the error boundary), not a missing page.
  const sports = await client.query(catalogueQueries.sports(locale));
  const sportId = sports.data.find((s) => s.key === sport)?.id;
  if (sportId === undefined) notFound();
  await Promise.all([
    client.prefetchQuery(catalogueQueries.categories(locale, sportId)),
    client.prefetchQuery(catalogueQueries.tournaments(locale, { categoryId: [id] })),
    client.prefetchQuery(catalogueQueries.counters(locale, { category_id: id, match_status: [0, 1] })),
    client.prefetchInfiniteQuery(catalogueQueries.matchPages(locale, listParams.category(id))),
  ]);
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <SlugView kind="category" sportId={sportId} categoryId={id} />
    </HydrationBoundary>
  );
}
