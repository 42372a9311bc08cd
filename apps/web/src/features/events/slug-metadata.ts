/**
 * Metadata of a /{sport}/{slug} page once the slug is resolved: names come from the API in the page language,
 * the wording from events.seo. Server only; the queries land in the request's client, so the page reuses them.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { getServerQueryClient } from '@/lib/query-client';
import { paths } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';
import type { ResolvedSlug } from './resolve-slug';

export async function slugMetadata(
  locale: string,
  sport: string,
  slug: string,
  { kind, id }: ResolvedSlug,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'events.seo' });
  const client = getServerQueryClient();
  const page = { locale: locale as Locale, path: paths.sportItem(sport, slug) };
  try {
    if (kind === 'match') {
      const match = await client.query(catalogueQueries.match(locale, id));
      const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(match.start_time),
      );
      // An outright's own name ("Winner 2026/27") says which league only with the league's name.
      const name = match.type === 'outright' ? `${match.tournament.name} ${match.name}` : match.name;
      const title = t('matchTitle', { name });
      return buildMetadata({
        ...page,
        title,
        description: t('matchDescription', { name: match.name, league: match.tournament.name, date }),
        keywords: [match.name, match.tournament.name, title],
      });
    }
    if (kind === 'tournament') {
      const league = await client.query(catalogueQueries.tournament(locale, id));
      const names = { league: league.name, category: league.category.name };
      const title = t('leagueTitle', names);
      return buildMetadata({
        ...page,
        title,
        description: t('leagueDescription', names),
        keywords: [league.name, league.category.name, title],
      });
    }
    const sports = await client.query(catalogueQueries.sports(locale));
    const sportRow = sports.data.find((s) => s.key === sport);
    const categories = await client.query(catalogueQueries.categories(locale, sportRow?.id));
    const category = categories.data.find((c) => c.id === id);
    const names = { category: category?.name ?? slug, sport: sportRow?.name ?? sport };
    const title = t('categoryTitle', names);
    return buildMetadata({
      ...page,
      title,
      description: t('categoryDescription', names),
      keywords: [names.category, names.sport, title],
    });
  } catch {
    // Metadata must not take the page down: the page itself shows the error state.
    return {};
  }
}
