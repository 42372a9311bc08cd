/** /sports/about: what the product is. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { InfoPage } from '@/features/info';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { seoMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  return seoMetadata(locale as Locale, 'about', paths.about);
}

export default async function AboutPage({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <InfoPage page="about" />;
}
