/** /sports/promotions: bonus campaigns and the player's own bonuses (spec platform §2), drawn in the browser. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PromotionsPage } from '@/features/promotions';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { ambProgressEnabled } from '@/lib/runtime-config';
import { buildMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'bonuses.promotions' });
  return buildMetadata({ locale, path: paths.promotions, title: t('title'), description: t('intro') });
}

export default async function PromotionsRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <PromotionsPage ambProgress={ambProgressEnabled()} />;
}
