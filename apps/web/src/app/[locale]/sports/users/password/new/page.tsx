/** /sports/users/password/new: ask for a password-reset mail. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AuthPage, authPageMetadata, authPaths } from '@/features/account';
import type { LocalePageProps } from '@/lib/route-props';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return authPageMetadata((await params).locale, authPaths.passwordNew, 'passwordNewTitle');
}

export default async function PasswordNewRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <AuthPage form="password-new" />;
}
