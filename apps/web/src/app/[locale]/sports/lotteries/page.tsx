/** /sports/lotteries: the provider's lotto (page key lotteries), when the site offers it. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProviderGamePage } from '@/features/provider-games';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { buildMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'payments.games.lotto' });
  return buildMetadata({
    locale,
    path: '/sports/lotteries',
    title: t('title'),
    description: t('description'),
  });
}

export default async function LotteriesRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <ProviderGamePage app="lotto" />;
}
