/**
 * /sports/404: the spec's not-found route, and where the proxy sends a sports page that names nothing; both are
 * answered with status 404 (lib/missing-page.ts), with the not-found content rendered on the server.
 */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/features/shell';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { seoMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  return seoMetadata(locale as Locale, 'notFound', paths.notFound);
}

export default async function NotFoundRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <NotFoundContent />;
}
