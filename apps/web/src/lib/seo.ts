/**
 * Page metadata by the spec's SEO rules (platform §2 "Page shell"): title, description, keywords; absolute
 * canonical and hreflang alternates on the site URL (`NEXT_PUBLIC_SITE_URL`, lib/runtime-config.ts) where the
 * default locale has no prefix unless the locale-in-URL setting says otherwise; noindex when NEXT_PUBLIC_NOINDEX=true; Open Graph and Twitter card tags.
 *
 * In a page: `export const generateMetadata = async ({ params }) => buildMetadata({ locale, path, title, ... })`,
 * or `seoMetadata(locale, 'about', path)` for pages whose texts live in the seo namespace.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LOCALES, type Locale } from '@/i18n/locales';
import { localizedPath, routing } from '@/i18n/routing';
import { type PublicConfig, readPublicConfig } from './runtime-config';

export interface PageSeo {
  locale: Locale;
  /** The page's path without locale, e.g. `/sports/football`. */
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  /** This page only: keep it out of search results (error pages, search results). */
  noindex?: boolean;
  /** Absolute or site-relative URL of the social card image. */
  image?: string;
}

/** Open Graph writes locales with an underscore (pt_BR). */
const ogLocale = (locale: string) => locale.replace('-', '_');

/** The absolute URL of `path` in `locale` on the site. */
export const absoluteUrl = (siteUrl: string, locale: Locale, path: string) =>
  new URL(localizedPath(locale, path), `${siteUrl}/`).href;

/** Absolute hreflang alternates of `path`: one per locale plus x-default (the default locale's URL). */
export function alternateLanguages(path: string, siteUrl: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[locale] = absoluteUrl(siteUrl, locale, path);
  languages['x-default'] = absoluteUrl(siteUrl, routing.defaultLocale, path);
  return languages;
}

/** The Metadata object of a page. */
export function buildMetadata(seo: PageSeo, config: PublicConfig = readPublicConfig()): Metadata {
  const url = absoluteUrl(config.siteUrl, seo.locale, seo.path);
  const noindex = config.noindex || seo.noindex === true;
  return {
    metadataBase: new URL(config.siteUrl),
    title: seo.title,
    description: seo.description,
    ...(seo.keywords?.length ? { keywords: [...seo.keywords] } : {}),
    alternates: { canonical: url, languages: alternateLanguages(seo.path, config.siteUrl) },
    robots: noindex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: 'website',
      url,
      title: seo.title,
      description: seo.description,
      locale: ogLocale(seo.locale),
      alternateLocale: LOCALES.filter((l) => l !== seo.locale).map(ogLocale),
      ...(seo.image ? { images: [seo.image] } : {}),
    },
    twitter: {
      card: seo.image ? 'summary_large_image' : 'summary',
      title: seo.title,
      description: seo.description,
      ...(seo.image ? { images: [seo.image] } : {}),
    },
  };
}

/** Keys of pages whose title and description live in the seo namespace (messages/{locale}/seo.json). */
export type SeoPage = 'home' | 'generalRules' | 'about' | 'notFound' | 'error' | 'blocked' | 'locked';

const ERROR_PAGES: ReadonlySet<SeoPage> = new Set(['notFound', 'error', 'blocked', 'locked']);

/** A translated keyword list (`betting rules, settlement`) as its keywords. */
const keywordsOf = (text: string) =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/** Metadata of a page from its seo texts; error pages are never indexed. */
export async function seoMetadata(locale: Locale, page: SeoPage, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'seo' });
  return buildMetadata({
    locale,
    path,
    title: t(`${page}.title`),
    description: t(`${page}.description`),
    keywords: keywordsOf(t(`${page}.keywords`)),
    noindex: ERROR_PAGES.has(page),
  });
}

/** The metadata of a help page (terms, help centre), whose title, description and keywords are its `help` texts. */
export async function helpPageMetadata(
  locale: Locale,
  page: 'terms' | 'center',
  path: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `help.${page}.seo` });
  return buildMetadata({
    locale,
    path,
    title: t('title'),
    description: t('description'),
    keywords: keywordsOf(t('keywords')),
  });
}
