'use client';
/** The home page's jackpot card: the pool, ticking up with the 15 s refetch, and its levels. */
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import { jackpotQueries } from './jackpot-queries';
import styles from './jackpots.module.css';
import { useMoney } from './use-money';

export function JackpotCard() {
  const t = useTranslations('jackpots.card');
  const locale = useLocale();
  const money = useMoney();
  const { data } = useQuery(jackpotQueries.list(locale));
  const jackpot = data?.[0];
  if (!jackpot) return null;
  return (
    <section className={styles.card} aria-labelledby="jackpot-card-title" data-testid="jackpot-card">
      <p className={styles.label}>{t('label')}</p>
      <h2 id="jackpot-card-title" className={styles.name}>
        {jackpot.name}
      </h2>
      <p className={styles.poolLabel}>{t('pool')}</p>
      <p className={styles.pool} data-testid="jackpot-pool" aria-live="off">
        {money(jackpot.pool_amount, jackpot.currency)}
      </p>
      <ul className={styles.levels} aria-label={t('levels')}>
        {jackpot.levels.map((l) => (
          <li key={l.code} className={styles.level}>
            <span>{l.name}</span>
            <strong>{money(l.pool_amount, jackpot.currency)}</strong>
          </li>
        ))}
      </ul>
      <Link href={`${paths.promotions}#jackpot`} className={styles.more}>
        {t('more')}
      </Link>
    </section>
  );
}
