/**
 * A configured page's metadata: its own title, description and keywords in the page's locale (English where the
 * locale has none; the site's home texts where it names none), canonical and hreflang links like every page,
 * noindex when its `index` flag is off.
 */
import type { SitePage } from '@sportsbook/contract/site';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { buildMetadata } from '@/lib/seo';
import { textOf } from './text-of';

export async function customPageMetadata(page: SitePage, locale: Locale, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'seo' });
  const { title, description, keywords } = page.metadata;
  return buildMetadata({
    locale,
    path,
    title: title ? textOf(title, locale) : t('home.title'),
    description: description ? textOf(description, locale) : t('home.description'),
    keywords: keywords && (keywords[locale] ?? keywords.en),
    noindex: !page.index,
  });
}
