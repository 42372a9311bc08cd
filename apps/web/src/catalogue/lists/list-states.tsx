'use client';
/** What a match list shows while loading and when it failed: row-shaped skeletons, and words with a retry. */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import styles from './list-states.module.css';

export function RowsSkeleton({ rows = 6, label }: { rows?: number; label?: string }) {
  const t = useTranslations('events.states');
  return (
    <div className={styles.skeleton} aria-busy="true">
      <Spinner label={label ?? t('loading')} size={16} />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
        <div key={i} className={styles.row}>
          <Skeleton width={56} height={28} />
          <span className={styles.teams}>
            <Skeleton width="70%" height={14} />
            <Skeleton width="55%" height={14} />
          </span>
          <span className={styles.odds}>
            <Skeleton height={40} radius={8} />
            <Skeleton height={40} radius={8} />
            <Skeleton height={40} radius={8} />
          </span>
        </div>
      ))}
    </div>
  );
}

export function ListError({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const t = useTranslations('events.states');
  return (
    <EmptyState
      title={title ?? t('errorTitle')}
      description={t('errorDescription')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
