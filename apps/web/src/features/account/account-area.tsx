'use client';
/**
 * The header's account area. Signed out: "Sign in" and "Sign up" (from a blocked country: a line saying so). Signed in: the active account's balance
 * opening the account menu (currency switch, open another account, deposit, sign out; account-menu.tsx, loaded
 * on first use), and "Deposit" beside it on wide screens. On phones everything shrinks to one icon button, so
 * the header never overflows at 390 px.
 */
import type { User } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon, UserIcon, WalletIcon } from '@/components/ui/icons';
import { lazyComponent } from '@/components/ui/lazy';
import { LazyMenu, type MenuTriggerProps } from '@/components/ui/lazy-menu';
import menus from '@/components/ui/menus.module.css';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { openAuthForm } from '@/session/auth-dialog-store';
import { openDepositDialog } from '@/session/deposit-dialog-store';
import { useSession } from '@/session/session';
import { useSiteRules } from '@/session/site-rules';
import styles from './account-area.module.css';
import { preloadAuthDialog, preloadDepositDialog } from './account-dialogs';
import type { AccountMenuProps } from './account-menu';
import { formatBalance } from './account-money';
import type { QuickDepositProps } from './quick-deposit';

export function AccountArea() {
  const t = useTranslations('account.header');
  const session = useSession();
  const blocked = useSiteRules().signInBlocked;

  if (session.status === 'logged_in' && session.player) {
    return <SignedIn player={session.player} account={session.account} />;
  }
  if (session.status === 'not_logged_in' && blocked) {
    // Says why there is no sign-in; on a phone an icon whose dialog says it (the header must not overflow).
    return (
      <div className={styles.area}>
        <Button
          variant="secondary"
          size="sm"
          className={[styles.signIn, styles.blocked].join(' ')}
          aria-label={t('countryBlocked')}
          onClick={() => openAuthForm('sign-in')}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
          data-testid="header-country-blocked"
        >
          <UserIcon className={styles.short} width={20} height={20} />
          <span className={styles.long}>{t('countryBlocked')}</span>
        </Button>
      </div>
    );
  }
  if (session.status === 'not_logged_in') {
    return (
      <div className={styles.area}>
        <Button
          variant="secondary"
          size="sm"
          className={styles.signIn}
          aria-label={t('signIn')}
          onClick={() => openAuthForm('sign-in')}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
          data-testid="header-sign-in"
        >
          <UserIcon className={styles.short} width={20} height={20} />
          <span className={styles.long}>{t('signIn')}</span>
        </Button>
        <Button
          size="sm"
          className={styles.signUp}
          onClick={() => openAuthForm('sign-up')}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
          data-testid="header-sign-up"
        >
          {t('signUp')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.area} aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton className={styles.placeholder} height={32} radius="var(--radius-md)" />
    </div>
  );
}

const AccountMenu = lazyComponent<AccountMenuProps>(() =>
  import('./account-menu').then((m) => m.AccountMenu),
);

const QuickDeposit = lazyComponent<QuickDepositProps>(() =>
  import('./quick-deposit').then((m) => m.QuickDeposit),
);

interface SignedInProps {
  player: User;
  account: { currency: string; balance: number; subunits: number } | null;
}

/** The balance opening the account menu (account-menu.tsx, loaded on first use), and Deposit beside it. */
function SignedIn({ player, account }: SignedInProps) {
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
