/** /sports/users/confirmation?confirmation_token=...: confirm the e-mail (the mail's link); without a token, resend it. */
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AuthPage, authPageMetadata, authPaths, firstParam } from '@/features/account';
import type { LocalePageProps } from '@/lib/route-props';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return authPageMetadata((await params).locale, authPaths.confirmation, 'confirmationTitle');
}

export default async function ConfirmationRoute({ params, searchParams }: LocalePageProps) {
  setRequestLocale((await params).locale);
  const token = firstParam((await searchParams).confirmation_token);
  return <AuthPage form="confirmation" token={token} />;
}
