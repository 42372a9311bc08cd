/**
 * A configured page's metadata: its own title, description and keywords (the site's home texts where it names
 * none), canonical and hreflang links like every page, noindex when its `index` flag is off.
 */
import type { SitePage } from '@sportsbook/contract/site';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { buildMetadata } from '@/lib/seo';

export async function customPageMetadata(page: SitePage, locale: Locale, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'seo' });
  return buildMetadata({
    locale,
    path,
    title: page.metadata.title ?? t('home.title'),
    description: page.metadata.description ?? t('home.description'),
    keywords: page.metadata.keywords,
    noindex: !page.index,
  });
}
