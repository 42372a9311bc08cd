/** Metadata of the auth pages: translated title, never indexed (personal, token-carrying URLs). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { buildMetadata } from '@/lib/seo';

export type AuthPageTitle =
  | 'signInTitle'
  | 'signUpTitle'
  | 'passwordNewTitle'
  | 'passwordEditTitle'
  | 'confirmationTitle';

export async function authPageMetadata(
  locale: string,
  path: string,
  title: AuthPageTitle,
): Promise<Metadata> {
  const t = await getTranslations({ locale: locale as Locale, namespace: 'account.pages' });
  return buildMetadata({
    locale: locale as Locale,
    path,
    title: t(title),
    description: t('description'),
    noindex: true,
  });
}

/** The first value of a search parameter. */
export function firstParam(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}
