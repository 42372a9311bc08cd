/** `/` and `/{locale}` -> the sports home in that locale (architecture: the sportsbook lives under /sports). */
import { redirect } from '@/i18n/navigation';
import type { LocalePageProps } from '@/lib/route-props';
import { paths } from '@/lib/routes';

export default async function LocaleRootPage({ params }: LocalePageProps) {
  const { locale } = await params;
  redirect({ href: paths.home, locale });
}
