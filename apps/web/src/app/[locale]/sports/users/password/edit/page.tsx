/** /sports/users/password/edit?reset_password_token=...: choose a new password (the reset mail's link). */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AuthPage, authPageMetadata, authPaths, firstParam } from '@/features/account';
import type { LocalePageProps } from '@/lib/route-props';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return authPageMetadata((await params).locale, authPaths.passwordEdit, 'passwordEditTitle');
}

export default async function PasswordEditRoute({ params, searchParams }: LocalePageProps) {
  setRequestLocale((await params).locale);
  const token = firstParam((await searchParams).reset_password_token);
  return <AuthPage form="password-edit" token={token} />;
}
