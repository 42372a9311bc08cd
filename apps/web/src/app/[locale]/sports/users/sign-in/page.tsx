/** /sports/users/sign-in: the sign-in form on a page of its own. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AuthPage, authPageMetadata, authPaths } from '@/features/account';
import type { LocalePageProps } from '@/lib/route-props';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return authPageMetadata((await params).locale, authPaths.signIn, 'signInTitle');
}

export default async function SignInRoute({ params }: LocalePageProps) {
  setRequestLocale((await params).locale);
  return <AuthPage form="sign-in" />;
}
