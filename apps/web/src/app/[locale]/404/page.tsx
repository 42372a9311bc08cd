/**
 * The localised 404 page outside the sports shell, where the proxy sends a path outside /sports (answered with
 * status 404 and rendered on the server, lib/missing-page.ts). Paths the proxy cannot judge still reach the
 * [...rest] catch-all, whose notFound() keeps the status.
 */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent, StandaloneErrorPage } from '@/features/shell';
import type { Locale } from '@/i18n/locales';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';
import { seoMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  return seoMetadata(locale as Locale, 'notFound', paths.notFound);
}

export default async function LocaleNotFoundPage({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return (
    <StandaloneErrorPage>
      <main>
        <NotFoundContent />
      </main>
    </StandaloneErrorPage>
  );
}
