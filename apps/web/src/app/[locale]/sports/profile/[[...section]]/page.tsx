/**
 * /sports/profile/... : the account centre (features/profile): profile, wallet (and /wallet/deposit, the
 * payment path of spec platform §2), /wallet/transactions, loyalty, limits, settings. Personal: never indexed.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfilePage, sectionOf } from '@/features/profile';
import type { Locale } from '@/i18n/locales';
import { paths } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';

interface ProfileRouteProps {
  params: Promise<{ locale: string; section?: string[] }>;
}

export async function generateMetadata({ params }: ProfileRouteProps): Promise<Metadata> {
  const { locale, section } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'profile' });
  const found = sectionOf(section);
  return buildMetadata({
    locale: locale as Locale,
    path: `${paths.profile}${section ? `/${section.join('/')}` : ''}`,
    title: found ? `${t(`nav.${found.section}`)} · ${t('title')}` : t('title'),
    description: t('description'),
    noindex: true,
  });
}

export default async function ProfileRoute({ params }: ProfileRouteProps) {
  const { locale, section } = await params;
  setRequestLocale(locale);
  const found = sectionOf(section);
  if (!found) notFound();
  return <ProfilePage section={found.section} deposit={found.deposit} />;
}
