'use client';
/**
 * Balances of every currency account, the active one marked; make another the active one, open a new one, and
 * deposit. Balances stay live through `balance_changed` (the accounts query is what the header reads too).
 */
import { CURRENCY_CODES } from '@sportsbook/contract/values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import panels from '@/components/ui/panels.module.css';
import { formatBalance, openDepositDialog, switchAccountCurrency } from '@/features/account';
import { playerQueries } from '@/lib/queries/player';
import styles from './profile.module.css';

export function WalletSection() {
  const t = useTranslations('profile.wallet');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const accounts = useQuery(playerQueries.accounts(locale));
  const list = accounts.data?.data ?? [];
  const openable = CURRENCY_CODES.filter((code) => !list.some((a) => a.currency === code));
  const [opening, setOpening] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const choose = async (currency: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const done = await switchAccountCurrency(queryClient, locale, currency);
      setMessage({ ok: true, text: t(done, { currency }) });
      setOpening('');
    } catch {
      setMessage({ ok: false, text: t('failed') });
    } finally {
      setBusy(false);
    }
  };

  if (accounts.isError) return <p className={panels.error}>{t('loadFailed')}</p>;
  return (
    <div className={panels.card}>
      <ul className={styles.list} data-testid="wallet-accounts">
        {list.map((account) => (
          <li
            key={account.currency}
            className={styles.item}
            data-testid="wallet-account"
            data-currency={account.currency}
          >
            <span className={panels.grow}>{account.currency}</span>
            <span className={styles.amount}>{formatBalance(account.balance, account, locale)}</span>
            {account.active ? (
              <span className={styles.badge} data-testid="wallet-active">
                {t('active')}
              </span>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void choose(account.currency)}
              >
                {t('use', { currency: account.currency })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className={panels.row}>
        <Button onClick={openDepositDialog} data-testid="wallet-deposit">
          {t('deposit')}
        </Button>
        {openable.length > 0 ? (
          <form
            className={panels.row}
            onSubmit={(e) => {
              e.preventDefault();
              if (opening) void choose(opening);
            }}
          >
            <label className={panels.field}>
              <span>{t('openLabel')}</span>
              <select
                value={opening}
                onChange={(e) => setOpening(e.target.value)}
                data-testid="wallet-open-currency"
              >
                <option value="">{t('choose')}</option>
                {openable.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="secondary" disabled={busy || !opening} data-testid="wallet-open">
              {t('open')}
            </Button>
          </form>
        ) : null}
      </div>
      {message ? (
        <p role="status" className={message.ok ? panels.success : panels.error}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
