'use client';
/**
 * The header's account area once signed in (account-area.tsx loads it then, so a visitor's first load does not
 * carry it): the active account's balance opening the account menu (currency switch, open another account,
 * deposit, sign out; account-menu.tsx, loaded on first use), the quick deposit where the site offers it, and
 * "Deposit" beside it on wide screens.
 */
import type { User } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon, WalletIcon } from '@/components/ui/icons';
import { lazyComponent } from '@/components/ui/lazy';
import { LazyMenu, type MenuTriggerProps } from '@/components/ui/lazy-menu';
import menus from '@/components/ui/menus.module.css';
import { Skeleton } from '@/components/ui/skeleton';
import { openDepositDialog } from '@/session/deposit-dialog-store';
import styles from './account-area.module.css';
import { preloadDepositDialog } from './account-dialogs';
import type { AccountMenuProps } from './account-menu';
import { formatBalance } from './account-money';
import type { QuickDepositProps } from './quick-deposit';

const AccountMenu = lazyComponent<AccountMenuProps>(() =>
  import('./account-menu').then((m) => m.AccountMenu),
);

const QuickDeposit = lazyComponent<QuickDepositProps>(() =>
  import('./quick-deposit').then((m) => m.QuickDeposit),
);

export interface SignedInProps {
  player: User;
  account: { currency: string; balance: number; subunits: number } | null;
}

/** The balance opening the account menu (account-menu.tsx, loaded on first use), and Deposit beside it. */
export function SignedIn({ player, account }: SignedInProps) {
  const t = useTranslations('account.header');
  const locale = useLocale();
  const balance = account ? formatBalance(account.balance, account, locale) : null;
  const trigger: MenuTriggerProps = {
    className: [menus.trigger, styles.trigger].join(' '),
    'aria-label': balance ? t('accountWithBalance', { balance }) : t('account'),
    'data-testid': 'account-menu',
  };
  const label = (
    <>
      <WalletIcon className={styles.wallet} width={20} height={20} />
      <span className={styles.balance} data-testid="header-balance" aria-live="polite">
        {balance ?? <Skeleton width={64} height={14} />}
      </span>
      <ChevronDownIcon className={styles.long} />
    </>
  );

  return (
    <div className={styles.area}>
      <LazyMenu
        preload={AccountMenu.preload}
        trigger={trigger}
        renderMenu={(open) => (
          <AccountMenu
            defaultOpen={open}
            trigger={trigger}
            player={player}
            account={account}
            balance={balance}
          >
            {label}
          </AccountMenu>
        )}
      >
        {label}
      </LazyMenu>
      {account ? (
        // Its own boundary: the header does not wait for the quick deposit's part to load.
        <Suspense fallback={null}>
          <QuickDeposit player={player} account={account} />
        </Suspense>
      ) : null}
      <Button
        size="sm"
        className={styles.deposit}
        onClick={openDepositDialog}
        onPointerEnter={preloadDepositDialog}
        onFocus={preloadDepositDialog}
        data-testid="header-deposit"
      >
        {t('deposit')}
      </Button>
    </div>
  );
}
