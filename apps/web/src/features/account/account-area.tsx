'use client';
/**
 * The header's account area. Signed out: "Sign in" and "Sign up". Signed in: the active account's balance
 * opening the account menu (currency switch, open another account, deposit, sign out), and "Deposit" beside it
 * on wide screens. On phones everything shrinks to one icon button, so the header never overflows at 390 px.
 */
import { type AccountsResponse, CURRENCY_CODES, type User } from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { showAlert } from '@/components/ui/alerts';
import { Button } from '@/components/ui/button';
import { CheckIcon, ChevronDownIcon, UserIcon, WalletIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { apiFetch } from '@/lib/api';
import { playerKeys, playerQueries } from '@/lib/queries/player';
import menus from '../shell/menus.module.css';
import styles from './account-area.module.css';
import { formatBalance } from './account-money';
import { openAuthForm } from './auth-dialog-store';
import { openDepositDialog } from './deposit-dialog';
import { useSession } from './session';
import { refreshPlayerSettings, signOut } from './session-actions';

export function AccountArea() {
  const t = useTranslations('account.header');
  const session = useSession();

  if (session.status === 'logged_in' && session.player) {
    return <AccountMenu player={session.player} account={session.account} />;
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
          data-testid="header-sign-in"
        >
          <UserIcon className={styles.short} width={20} height={20} />
          <span className={styles.long}>{t('signIn')}</span>
        </Button>
        <Button
          size="sm"
          className={styles.signUp}
          onClick={() => openAuthForm('sign-up')}
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

/** A player's display name (spec: first plus last name, else nickname, else e-mail, else phone). */
export function displayNameOf(player: User): string {
  const full = [player.first_name, player.last_name].filter(Boolean).join(' ');
  return full || player.nickname || player.email || player.auth_phone_number || player.mobile_phone || '';
}

interface AccountMenuProps {
  player: User;
  account: { currency: string; balance: number; subunits: number } | null;
}

function AccountMenu({ player, account }: AccountMenuProps) {
  const t = useTranslations('account.header');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const accounts = useQuery(playerQueries.accounts(locale)).data?.data ?? [];
  const balance = account ? formatBalance(account.balance, account, locale) : null;
  const held = new Set(accounts.map((a) => a.currency));
  const openable = CURRENCY_CODES.filter((code) => !held.has(code));

  const switchTo = async (currency: string) => {
    if (currency === account?.currency) return;
    try {
      if (!held.has(currency)) {
        await apiFetch('/api/platform/player/accounts', { locale, body: { currency } });
      }
      const answer = await apiFetch<AccountsResponse>('/api/platform/player/currency', {
        locale,
        method: 'PATCH',
        body: { currency },
      });
      queryClient.setQueryData(playerKeys.accounts(), answer);
      queryClient.setQueryData<User | null>(playerKeys.me(), (me) => (me ? { ...me, currency } : me));
      // Stake presets are in the active account's currency.
      void refreshPlayerSettings(queryClient);
      showAlert({ variant: 'success', title: t(held.has(currency) ? 'switched' : 'opened', { currency }) });
    } catch {
      showAlert({ variant: 'error', title: t('switchFailed') });
    }
  };

  const onSignOut = async () => {
    try {
      await signOut(queryClient, locale);
      showAlert({ variant: 'info', title: t('signedOut') });
    } catch {
      showAlert({ variant: 'warning', title: t('signOutFailed') });
    }
  };

  return (
    <div className={styles.area}>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className={[menus.trigger, styles.trigger].join(' ')}
          aria-label={balance ? t('accountWithBalance', { balance }) : t('account')}
          data-testid="account-menu"
        >
          <WalletIcon className={styles.wallet} width={20} height={20} />
          <span className={styles.balance} data-testid="header-balance" aria-live="polite">
            {balance ?? <Skeleton width={64} height={14} />}
          </span>
          <ChevronDownIcon className={styles.long} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={menus.content} align="end" sideOffset={6}>
            <DropdownMenu.Label className={styles.who}>
              <span className={styles.name}>{displayNameOf(player)}</span>
              {balance ? (
                <span className={styles.menuBalance}>
                  {t('balance')}: {balance}
                </span>
              ) : null}
            </DropdownMenu.Label>
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Label className={menus.heading}>{t('currencies')}</DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={account?.currency ?? ''} onValueChange={(c) => void switchTo(c)}>
              {accounts.map((a) => (
                <DropdownMenu.RadioItem key={a.currency} value={a.currency} className={menus.item}>
                  <span className={menus.check}>
                    <DropdownMenu.ItemIndicator>
                      <CheckIcon />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  <span>{a.currency}</span>
                  <span className={menus.hint}>{formatBalance(a.balance, a, locale)}</span>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            {openable.length > 0 ? (
              <DropdownMenu.Sub>
                <DropdownMenu.SubTrigger className={[menus.item, styles.subTrigger].join(' ')}>
                  <span />
                  <span>{t('openAccount')}</span>
                  <ChevronDownIcon className={styles.subChevron} />
                </DropdownMenu.SubTrigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.SubContent className={menus.content} sideOffset={4}>
                    {openable.map((code) => (
                      <DropdownMenu.Item
                        key={code}
                        className={menus.item}
                        onSelect={() => void switchTo(code)}
                      >
                        <span />
                        <span>{code}</span>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.SubContent>
                </DropdownMenu.Portal>
              </DropdownMenu.Sub>
            ) : null}
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item className={menus.item} onSelect={openDepositDialog} data-testid="menu-deposit">
              <span />
              <span>{t('deposit')}</span>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={menus.item}
              onSelect={() => void onSignOut()}
              data-testid="sign-out"
            >
              <span />
              <span>{t('signOut')}</span>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Button size="sm" className={styles.deposit} onClick={openDepositDialog} data-testid="header-deposit">
        {t('deposit')}
      </Button>
    </div>
  );
}
