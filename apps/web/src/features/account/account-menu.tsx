'use client';
/**
 * The signed-in player's account menu (radix DropdownMenu), loaded on first use by account-area.tsx: the
 * accounts with their balances (switching the active one, or opening another: switch-currency.ts), Deposit and
 * Sign out.
 */
import type { User } from '@sportsbook/contract';
import { CURRENCY_CODES } from '@sportsbook/contract/values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import type { ReactNode } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { ChoiceItems } from '@/components/ui/choice-menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { MenuTriggerProps } from '@/components/ui/lazy-menu';
import menus from '@/components/ui/menus.module.css';
import { Link } from '@/i18n/navigation';
import { playerQueries } from '@/lib/queries/player';
import { paths } from '@/lib/routes';
import { openDepositDialog } from '@/session/deposit-dialog-store';
import { displayNameOf } from '@/session/display-name';
import styles from './account-area.module.css';
import { formatBalance } from './account-money';
import { signOut } from './session-actions';
import { switchAccountCurrency } from './switch-currency';

export interface AccountMenuProps {
  defaultOpen: boolean;
  trigger: MenuTriggerProps;
  children: ReactNode;
  player: User;
  account: { currency: string; balance: number; subunits: number } | null;
  /** The active account's balance as the header shows it; null while unknown. */
  balance: string | null;
}

export function AccountMenu({ defaultOpen, trigger, children, player, account, balance }: AccountMenuProps) {
  const t = useTranslations('account.header');
  const help = useTranslations('help.links');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const accounts = useQuery(playerQueries.accounts(locale)).data?.data ?? [];
  const held = new Set(accounts.map((a) => a.currency));
  const openable = CURRENCY_CODES.filter((code) => !held.has(code));

  const switchTo = async (currency: string) => {
    if (currency === account?.currency) return;
    try {
      const done = await switchAccountCurrency(queryClient, locale, currency);
      showAlert({ variant: 'success', title: t(done, { currency }) });
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
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger}>{children}</DropdownMenu.Trigger>
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
          <ChoiceItems
            value={account?.currency ?? ''}
            choices={accounts.map((a) => ({
              value: a.currency,
              label: a.currency,
              hint: formatBalance(a.balance, a, locale),
            }))}
            onChoose={(c) => void switchTo(c)}
          />
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
                    <DropdownMenu.Item key={code} className={menus.item} onSelect={() => void switchTo(code)}>
                      <span />
                      <span>{code}</span>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
          ) : null}
          <DropdownMenu.Separator className={styles.separator} />
          {(
            [
              ['profile', paths.profile, t('links.profile')],
              ['transactions', paths.profileTransactions, t('links.transactions')],
              ['limits', paths.profileLimits, t('links.limits')],
              ['helpCenter', paths.helpCenter, help('helpCenter')],
              ['terms', paths.terms, help('terms')],
            ] as const
          ).map(([key, href, label]) => (
            <DropdownMenu.Item key={key} className={menus.item} asChild>
              <Link href={href} data-testid={`menu-${key}`}>
                <span />
                <span>{label}</span>
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className={menus.item} onSelect={openDepositDialog} data-testid="menu-deposit">
            <span />
            <span>{t('deposit')}</span>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menus.item} onSelect={() => void onSignOut()} data-testid="sign-out">
            <span />
            <span>{t('signOut')}</span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
