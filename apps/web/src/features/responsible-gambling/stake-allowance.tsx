'use client';
/**
 * Beside the slip's stake: what the loss, wager and bet limits in force still allow in the slip's currency, and
 * when more becomes available (GET /user_limits/allowance). Nothing when no such limit binds the player. The
 * server refuses a stake past it (place error 113); this line says the amounts in words.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSession } from '@/session/session';
import { moneyOf } from './rg-money';
import { rgKeys, rgQueries } from './rg-queries';
import styles from './stake-allowance.module.css';

export interface StakeAllowanceProps {
  currency: string;
}

export function StakeAllowance({ currency }: StakeAllowanceProps) {
  const t = useTranslations('rg.allowance');
  const locale = useLocale();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const { account, isLoggedIn } = useSession();
  const allowance = useQuery(rgQueries.allowance(locale, currency, isLoggedIn)).data;
  const balance = account?.balance;
  // A bet placed or settled moves the balance: what is left moved too.
  useEffect(() => {
    if (balance === undefined) return;
    void queryClient.invalidateQueries({ queryKey: rgKeys.allowance(currency) });
  }, [balance, currency, queryClient]);

  const rows = allowance?.data.filter((a) => a.type !== 'deposit') ?? [];
  if (rows.length === 0) return null;
  return (
    <ul className={styles.list} data-testid="stake-allowance">
      {rows.map((a) => (
        <li key={a.type} className={styles.row}>
          <span>{t(`type.${a.type}`)}</span>
          <span className={styles.left}>
            {t('left', { amount: moneyOf(a.left, currency, locale) })}
            {a.resets_at
              ? ` · ${t('more', {
                  when: format.dateTime(new Date(a.resets_at), {
                    month: 'short',
                    day: 'numeric',
                    hour: '2-digit',
                    minute: '2-digit',
                  }),
                })}`
              : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
