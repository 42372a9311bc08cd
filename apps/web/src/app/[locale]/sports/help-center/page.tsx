/** /sports/help-center: the players' questions and answers, searchable. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HelpCenter } from '@/features/info';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { helpPageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  return helpPageMetadata(locale as Locale, 'center', paths.helpCenter);
}

export default async function HelpCenterPage({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <HelpCenter />;
}
