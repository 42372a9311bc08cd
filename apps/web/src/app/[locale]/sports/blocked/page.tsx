/**
 * /sports/blocked: the bettor's country is not served. The operator's geo check redirects here with the ISO
 * country code in `?country=DE`; the page names the country in the page's language.
 */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { BlockedContent, countryNameOf } from '@/features/shell';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { seoMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  return seoMetadata(locale as Locale, 'blocked', paths.blocked);
}

export default async function BlockedRoute({ params, searchParams }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { country } = await searchParams;
  const code = Array.isArray(country) ? country[0] : country;
  return <BlockedContent countryName={countryNameOf(code, locale)} />;
}
