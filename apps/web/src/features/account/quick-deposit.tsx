'use client';
/**
 * The header's quick deposit (spec platform §6 flags quick_deposit / quick_deposit_test, §2 the quick-deposit
 * modal): a menu of amount presets in the active account's currency and the payment method of the player's last
 * deposit (GET /payments/quick-deposit, which the server keeps from the provider's webhooks). A preset opens the
 * deposit dialog going straight on to the cashier with that amount and method (the deposit steps first where the
 * site requires them). Loaded by account-area.tsx for a signed-in player only, never part of a page's first load;
 * it draws nothing unless the flags give this player a variant (`test`: the spi_test players' test variant).
 */
import type { QuickDeposit as QuickDepositAnswer, User } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import menus from '@/components/ui/menus.module.css';
import { apiFetch } from '@/lib/api';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { playerKeys } from '@/lib/queries/player';
import { openDepositDialog, openQuickDeposit } from '@/session/deposit-dialog-store';
import { preloadDepositDialog } from './account-dialogs';
import { formatBalance } from './account-money';
import { cardDigitsOf, depositPresets, quickDepositVariant } from './deposit-step';
import styles from './quick-deposit.module.css';

export interface QuickDepositProps {
  player: User;
  account: { currency: string; balance: number; subunits: number };
}

export function QuickDeposit({ player, account }: QuickDepositProps) {
  const t = useTranslations('reminders.quickDeposit');
  const locale = useLocale();
  const flags = useQuery(catalogueQueries.settings(locale)).data?.feature_flags;
  const variant = flags ? quickDepositVariant(flags, player) : null;
  const last = useQuery({
    queryKey: [...playerKeys.all, 'quick-deposit'],
    queryFn: ({ signal }) =>
      apiFetch<QuickDepositAnswer>('/api/platform/payments/quick-deposit', { locale, signal }),
    enabled: variant !== null,
    staleTime: 60_000,
  }).data;
  if (!variant) return null;
  // The last method belongs to the currency it was used in; another account starts without one.
  const method = last?.currency === account.currency ? last.method : null;
  const digits = cardDigitsOf(method);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={[menus.trigger, styles.trigger].join(' ')}
        onPointerEnter={preloadDepositDialog}
        onFocus={preloadDepositDialog}
        data-testid="header-quick-deposit"
        data-variant={variant}
      >
        <BoltIcon />
        {t('button')}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={menus.content}
          align="end"
          sideOffset={6}
          data-testid="quick-deposit-menu"
        >
          <DropdownMenu.Label className={styles.head}>
            <span className={styles.title}>
              {t('title')}
              {variant === 'test' ? <span className={styles.test}>{t('test')}</span> : null}
            </span>
            <span className={styles.method} data-testid="quick-deposit-method">
              {digits ? t('lastCard', { digits }) : t('noMethod')}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          {depositPresets(account.subunits).map((amount) => (
            <DropdownMenu.Item
              key={amount}
              className={menus.item}
              onSelect={() => openQuickDeposit(amount, method)}
              data-testid="quick-deposit-preset"
            >
              <span />
              <span className={styles.amount}>{formatBalance(amount, account, locale)}</span>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className={menus.item} onSelect={openDepositDialog}>
            <span />
            <span>{t('other')}</span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function BoltIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
    </svg>
  );
}
