/** /sports/bets-history: the player's bets (page key bets_history). Personal, so never indexed. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BETS_HISTORY_PATH, BetsHistoryPage } from '@/features/my-bets';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { buildMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'mybets.history' });
  return buildMetadata({
    locale,
    path: BETS_HISTORY_PATH,
    title: t('seoTitle'),
    description: t('seoDescription'),
    noindex: true,
  });
}

export default async function BetsHistoryRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <BetsHistoryPage />;
}
