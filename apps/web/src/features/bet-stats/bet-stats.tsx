'use client';
/**
 * The player's bet stats on the account centre (spec core-betting §3 "bet stats", GET /api/v3/bets/stats): what
 * they staked and what their bets returned over a period they choose (the last 7, 30, 90 or 365 days), in their
 * currency, with the net result and the dates the period covers.
 */
import type { BetStatsResponse } from '@sportsbook/contract';
import { currencyOf } from '@sportsbook/contract/values';
import type { Money } from '@sportsbook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import panels from '@/components/ui/panels.module.css';
import { Skeleton } from '@/components/ui/skeleton';
import { apiFetch } from '@/lib/api';
import { moneyText } from '@/lib/money-text';
import styles from './bet-stats.module.css';

const PERIODS = [7, 30, 90, 365] as const;
type Period = (typeof PERIODS)[number];
const DAY_MS = 86_400_000;

/** Under `player`: signing out drops it. The period starts when it is fetched, so the key names only its length. */
const betStatsQuery = (locale: string, days: Period) => ({
  queryKey: ['player', 'bet-stats', days] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<BetStatsResponse>('/api/v3/bets/stats', {
      locale,
      signal,
      query: { from: new Date(Date.now() - days * DAY_MS).toISOString() },
    }),
  placeholderData: keepPreviousData,
});

export function BetStats({ currency }: { currency: string }) {
  const t = useTranslations('betstats');
  const locale = useLocale();
  const format = useFormatter();
  const [days, setDays] = useState<Period>(30);
  const query = useQuery(betStatsQuery(locale, days));
  const known = currencyOf(currency);
  const money = (amount: number) =>
    known ? moneyText(amount as Money, known, locale) : `${amount} ${currency}`;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div aria-busy="true">
        <Skeleton height={72} radius="var(--radius-md)" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className={panels.row}>
        <p className={panels.error}>{t('loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const { bets_sum, wins_sum, period } = query.data;
    const net = wins_sum - bets_sum;
    const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
    body = (
      <>
        <dl className={styles.figures} aria-busy={query.isPlaceholderData || undefined}>
          <div>
            <dt>{t('staked')}</dt>
            <dd data-testid="bet-stats-staked">{money(bets_sum)}</dd>
          </div>
          <div>
            <dt>{t('returned')}</dt>
            <dd data-testid="bet-stats-returned">{money(wins_sum)}</dd>
          </div>
          <div>
            <dt>{t('net')}</dt>
            <dd data-sign={net > 0 ? 'up' : net < 0 ? 'down' : undefined}>
              <span dir="ltr">{`${net > 0 ? '+' : net < 0 ? '−' : ''}${money(Math.abs(net))}`}</span>
            </dd>
          </div>
        </dl>
        <p className={panels.muted}>
          {bets_sum === 0 && wins_sum === 0 ? `${t('empty')} ` : ''}
          {t('range', { from: day(period.from), to: day(period.to) })}
        </p>
      </>
    );
  }

  return (
    <section className={panels.card} aria-labelledby="bet-stats-title" data-testid="bet-stats">
      <div className={styles.head}>
        <h3 id="bet-stats-title" className={panels.cardTitle}>
          {t('title')}
        </h3>
        <label className={`${panels.field} ${styles.period}`}>
          <span>{t('period')}</span>
          <select
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as Period)}
            data-testid="bet-stats-period"
          >
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`periods.last${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body}
    </section>
  );
}
