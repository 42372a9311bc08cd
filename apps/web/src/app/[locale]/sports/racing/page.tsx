/** /sports/racing: the provider's horse racing (page key horse_racing), when the site offers it. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProviderGamePage } from '@/features/provider-games';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { buildMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'payments.games.horse_racing' });
  return buildMetadata({ locale, path: '/sports/racing', title: t('title'), description: t('description') });
}

export default async function RacingRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <ProviderGamePage app="horse_racing" />;
}
