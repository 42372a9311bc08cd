'use client';
/**
 * The promotions page's jackpot section: what qualifies, the levels with their pools (15 s refetch), the recent
 * hits (60 s refetch, 10 of them) with the winner as a hash, and each level's published seed hash.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { jackpotQueries } from './jackpot-queries';
import styles from './jackpots.module.css';
import { useMoney } from './use-money';

export function JackpotSection() {
  const t = useTranslations('jackpots.section');
  const locale = useLocale();
  const money = useMoney();
  const jackpots = useQuery(jackpotQueries.list(locale));
  const hits = useQuery(jackpotQueries.hits(locale));
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  if (jackpots.isPending) return <Spinner label={t('loading')} />;
  const jackpot = jackpots.data?.[0];
  // The flag off (404) or nothing configured: no section at all.
  if (!jackpot) return null;
  const odds = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(jackpot.min_odds);
  return (
    <section
      id="jackpot"
      className={styles.section}
      aria-labelledby="jackpot-section-title"
      data-testid="jackpot-section"
    >
      <h2 id="jackpot-section-title" className={styles.sectionTitle}>
        {t('title')}: {jackpot.name}
      </h2>
      <p className={styles.rule}>{t('rule', { stake: money(jackpot.min_stake, jackpot.currency), odds })}</p>
      <h3 className={styles.subTitle}>{t('levels')}</h3>
      <ul className={styles.levelCards}>
        {jackpot.levels.map((l) => (
          <li key={l.code} className={styles.levelCard}>
            <span className={styles.levelName}>{l.name}</span>
            <strong className={styles.levelPool}>{money(l.pool_amount, jackpot.currency)}</strong>
            <span className={styles.hash}>{t('fair', { hash: `${l.seed_hash.slice(0, 12)}…` })}</span>
          </li>
        ))}
      </ul>
      <h3 className={styles.subTitle}>{t('hits')}</h3>
      {hits.data && hits.data.length > 0 ? (
        <ul className={styles.hits} data-testid="jackpot-hits">
          {hits.data.map((h) => (
            <li key={h.id} className={styles.hit}>
              <span>{h.jackpot_level_name}</span>
              <strong>{money(h.amount, h.currency)}</strong>
              <span className={styles.hash}>{t('winner', { hash: h.user_hash })}</span>
              <time dateTime={h.created_at} className={styles.hash}>
                {time.format(new Date(h.created_at))}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.rule}>{hits.isError ? t('error') : t('noHits')}</p>
      )}
    </section>
  );
}
