/** /sports/404: the spec's not-found route, answered with a real 404 status through the not-found boundary. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { seoMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  return seoMetadata(locale as Locale, 'notFound', paths.notFound);
}

export default function NotFoundRoute() {
  notFound();
}
