'use client';
/**
 * Favourites need a signed-in player (spec core-betting §6). Accounts are not part of the product yet, so the
 * page says so plainly and offers what a visitor can do now, rather than a sign-in link that leads nowhere.
 */
import { useTranslations } from 'next-intl';
import { Button, EmptyState, StarIcon } from '@/components/ui';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import styles from '../events/catalogue-page.module.css';

export function FavouritesPage() {
  const t = useTranslations('events.favourites');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <EmptyState
        icon={<StarIcon />}
        title={t('signInTitle')}
        description={t('signInDescription')}
        action={
          <Button asChild variant="secondary">
            <Link href={paths.live}>{t('browseLive')}</Link>
          </Button>
        }
      />
    </div>
  );
}
