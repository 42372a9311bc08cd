/** /sports/favorites: needs a signed-in player; says so until accounts exist. Never indexed (personal page). */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavouritesPage } from '@/features/favourites';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'events.seo' });
  return buildMetadata({
    locale,
    path: paths.favorites,
    title: t('favouritesTitle'),
    description: t('favouritesDescription'),
    noindex: true,
  });
}

export default async function FavoritesRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <FavouritesPage />;
}
