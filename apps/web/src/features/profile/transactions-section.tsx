'use client';
/**
 * Transaction history (GET /player/transactions): deposits, withdrawals, stakes, winnings, cashouts, refunds,
 * newest first, 20 a page, filtered by currency and kind; each with its signed amount and the balance after.
 */
import { TRANSACTION_KINDS } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import panels from '@/components/ui/panels.module.css';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatBalance } from '@/features/account';
import { playerQueries } from '@/lib/queries/player';
import styles from './profile.module.css';
import { profileQueries, type TransactionFilters } from './profile-queries';

export function TransactionsSection() {
  const t = useTranslations('profile.transactions');
  const locale = useLocale();
  const format = useFormatter();
  const [filters, setFilters] = useState<TransactionFilters>({ page: 1 });
  const query = useQuery(profileQueries.transactions(locale, filters));
  const accounts = useQuery(playerQueries.accounts(locale)).data?.data ?? [];
  const filter = (patch: Partial<TransactionFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const subunitsOf = (code: string) => accounts.find((a) => a.currency === code)?.subunits ?? 100;
  const page = query.data?.pagination;

  return (
    <div className={panels.card}>
      <div className={panels.row}>
        <label className={panels.field}>
          <span>{t('currency')}</span>
          <select
            value={filters.currency ?? ''}
            onChange={(e) => filter({ currency: e.target.value || undefined })}
            data-testid="transactions-currency"
          >
            <option value="">{t('all')}</option>
            {accounts.map((a) => (
              <option key={a.currency} value={a.currency}>
                {a.currency}
              </option>
            ))}
          </select>
        </label>
        <label className={panels.field}>
          <span>{t('kind')}</span>
          <select
            value={filters.kind ?? ''}
            onChange={(e) => filter({ kind: e.target.value || undefined })}
            data-testid="transactions-kind"
          >
            <option value="">{t('all')}</option>
            {TRANSACTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isError ? (
        <EmptyState
          title={t('errorTitle')}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : !query.data ? (
        <p className={panels.muted}>{t('loading')}</p>
      ) : query.data.data.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} />
      ) : (
        <div>
          <table className={styles.table} data-testid="transactions">
            <caption>
              <VisuallyHidden>{t('caption')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col" className={styles.num}>
                  {t('amount')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((row) => {
                const account = { currency: row.currency, subunits: subunitsOf(row.currency) };
                return (
                  <tr key={row.id} data-testid="transaction" data-kind={row.kind}>
                    <td>
                      {format.dateTime(new Date(row.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
                    </td>
                    <td>{t(`kinds.${row.kind}`)}</td>
                    <td className={[styles.num, row.amount > 0 ? styles.positive : ''].join(' ')}>
                      {row.amount > 0 ? '+' : ''}
                      {formatBalance(row.amount, account, locale)}
                    </td>
                    <td className={styles.num}>{formatBalance(row.balance_after, account, locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {page && page.last_page > 1 ? (
        <nav className={styles.pager} aria-label={t('pages')}>
          <Button
            size="sm"
            variant="secondary"
            disabled={page.page <= 1}
            onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
          >
            {t('previous')}
          </Button>
          <span aria-live="polite">{t('page', { page: page.page, last: page.last_page })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page.page >= page.last_page}
            onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
            data-testid="transactions-next"
          >
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
