/** /sports/terms-and-conditions: the rules of the account, betting, bonuses, payments and responsible gambling. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { InfoPage } from '@/features/info';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { helpPageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  return helpPageMetadata(locale as Locale, 'terms', paths.terms);
}

export default async function TermsPage({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <InfoPage page="terms" />;
}
