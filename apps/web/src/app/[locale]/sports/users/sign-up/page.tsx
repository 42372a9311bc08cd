/** /sports/users/sign-up: the sign-up form on a page of its own. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AuthPage, authPageMetadata, authPaths } from '@/features/account';
import type { LocalePageProps } from '@/lib/route-props';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return authPageMetadata((await params).locale, authPaths.signUp, 'signUpTitle');
}

export default async function SignUpRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <AuthPage form="sign-up" />;
}
