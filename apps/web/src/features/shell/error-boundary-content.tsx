'use client';
/**
 * What an error boundary (app/.../error.tsx) shows: the general error page with a retry besides the home button.
 * Logged to the console, which the error reporter reads when a DSN is configured (lib/error-reporting).
 */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import { ErrorScreenLayout } from './error-screen-layout';
import { LazyIllustration } from './lazy-illustration';

export interface ErrorBoundaryContentProps {
  error: unknown;
  retry: () => void;
}

export function ErrorBoundaryContent({ error, retry }: ErrorBoundaryContentProps) {
  const t = useTranslations('errors');

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorScreenLayout
      kind="error"
      art={<LazyIllustration kind="error" />}
      title={t('error.title')}
      description={t('error.description')}
      code={t('error.unexpected')}
      actions={
        <>
          <Button onClick={() => retry()}>{t('retry')}</Button>
          <Button asChild variant="secondary">
            <Link href={paths.home}>{t('home')}</Link>
          </Button>
        </>
      }
    />
  );
}
