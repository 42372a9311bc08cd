/**
 * The four error pages of the spec as server components with their texts, shared by the routes that show them
 * (/sports/404 via not-found, /sports/500, /sports/blocked, /sports/locked, and the not-found boundaries).
 */
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import { ErrorScreen } from './error-screen';

async function HomeButton() {
  const t = await getTranslations('errors');
  return (
    <Button asChild>
      <Link href={paths.home}>{t('home')}</Link>
    </Button>
  );
}

export async function NotFoundContent() {
  const t = await getTranslations('errors.notFound');
  return (
    <ErrorScreen kind="notFound" title={t('title')} description={t('description')} actions={<HomeButton />} />
  );
}

export async function LockedContent() {
  const t = await getTranslations('errors.locked');
  return (
    <ErrorScreen kind="locked" title={t('title')} description={t('description')} actions={<HomeButton />} />
  );
}

export async function BlockedContent({ countryName }: { countryName: string | null }) {
  const t = await getTranslations('errors.blocked');
  return (
    <ErrorScreen
      kind="blocked"
      title={t('title')}
      description={t('description', { countryName: countryName ?? t('yourCountry') })}
      actions={<HomeButton />}
    />
  );
}

export async function GeneralErrorContent() {
  const t = await getTranslations('errors');
  return (
    <ErrorScreen
      kind="error"
      title={t('error.title')}
      description={t('error.description')}
      actions={<HomeButton />}
      code={t('error.unexpected')}
    />
  );
}
