/** /sports/500: the spec's general error page, where a host page or a failed flow can send the bettor. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { GeneralErrorContent } from '@/features/shell';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { seoMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  return seoMetadata(locale as Locale, 'error', paths.error);
}

export default async function ErrorRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <GeneralErrorContent />;
}
