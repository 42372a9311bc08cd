/** /sports/locked: the spec's "locked (unauthorized)" page. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LockedContent } from '@/features/shell';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { seoMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  return seoMetadata(locale as Locale, 'locked', paths.locked);
}

export default async function LockedRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <LockedContent />;
}
