'use client';
/**
 * The list filter (all, open, settled) and the result filter (all, win, lose, refund) of my bets, as toggle
 * chips in two labelled groups. Open bets have no result yet, so the result filter hides under "open".
 */
import { BET_LIST_FILTERS, BET_RESULT_FILTERS } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import type { BetsFilters } from '@/lib/queries/bets';
import styles from './bet-filters.module.css';

interface BetFiltersProps {
  value: BetsFilters;
  onChange: (filters: BetsFilters) => void;
}

export function BetFilters({ value, onChange }: BetFiltersProps) {
  const t = useTranslations('mybets.list');
  return (
    <div className={styles.filters}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filterLabel')}</legend>
        {BET_LIST_FILTERS.map((list) => (
          <button
            key={list}
            type="button"
            className={styles.chip}
            aria-pressed={value.list === list}
            // Open bets have no result: switching to them clears the result filter.
            onClick={() => onChange({ list, result: list === 'open' ? 'all' : value.result })}
          >
            {t(`filters.${list}`)}
          </button>
        ))}
      </fieldset>
      {value.list !== 'open' && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('resultLabel')}</legend>
          {BET_RESULT_FILTERS.map((result) => (
            <button
              key={result}
              type="button"
              className={`${styles.chip} ${styles.small}`}
              aria-pressed={value.result === result}
              onClick={() => onChange({ ...value, result })}
            >
              {t(`results.${result}`)}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
