'use client';
/** The clock block: the time now in the player's time zone, drawn after hydration (the server's time is not theirs). */
import { useFormatter, useTranslations } from 'next-intl';
import { useNow } from '@/catalogue/live/use-now';
import { useHydratedValue } from '@/lib/hydrated';
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';

export function ClockBlock({ block }: BlockProps<'clock'>) {
  const t = useTranslations('cms');
  const format = useFormatter();
  const now = useNow();
  const hydrated = useHydratedValue(() => true, false);
  return (
    <p id={block.id} className={styles.clock}>
      <span className={styles.muted}>{t('clock')} </span>
      <time dateTime={hydrated ? new Date(now).toISOString() : undefined}>
        {hydrated
          ? format.dateTime(now, {
              hour: '2-digit',
              minute: '2-digit',
              ...(block.seconds ? { second: '2-digit' } : {}),
            })
          : '--:--'}
      </time>
    </p>
  );
}
