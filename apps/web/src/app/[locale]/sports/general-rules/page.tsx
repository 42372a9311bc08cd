/** /sports/general-rules: how bets are accepted and settled. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AsianLinesTable, InfoPage } from '@/features/info';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { seoMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  return seoMetadata(locale as Locale, 'generalRules', paths.generalRules);
}

export default async function GeneralRulesPage({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <InfoPage page="generalRules" extras={{ asian: <AsianLinesTable /> }} />;
}
