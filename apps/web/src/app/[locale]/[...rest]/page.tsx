/**
 * Any other localised path: a custom page when site-settings.json names it (`/promo/champions`, features/cms),
 * else the localised 404 (app/[locale]/not-found.tsx; the proxy answers those paths 404 before they get here).
 */
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CmsPage, customPageMetadata, prefetchPage } from '@/features/cms';
import type { Locale } from '@/i18n/locales';
import { getServerQueryClient } from '@/lib/query-client';
import { sitePage } from '@/lib/site-pages';

interface CustomPageProps {
  params: Promise<{ locale: string; rest: string[] }>;
}

async function pageOf(params: CustomPageProps['params']) {
  const { locale, rest } = await params;
  const path = `/${rest.join('/')}`;
  return { locale: locale as Locale, path, page: path === '/' ? null : sitePage(path) };
}

export async function generateMetadata({ params }: CustomPageProps): Promise<Metadata> {
  const { locale, path, page } = await pageOf(params);
  return page ? customPageMetadata(page, locale, path) : {};
}

export default async function CustomPage({ params }: CustomPageProps) {
  const { locale, page } = await pageOf(params);
  if (!page) notFound();
  setRequestLocale(locale);
  const client = getServerQueryClient();
  await prefetchPage(client, page, locale);
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <CmsPage page={page} locale={locale} />
    </HydrationBoundary>
  );
}
