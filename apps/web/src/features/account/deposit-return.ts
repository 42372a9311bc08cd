'use client';
/**
 * The payment provider's return URL when the cashier ran full page (spec platform §2 payment paths, §4
 * quick-deposit results): the provider sends the player's whole window back to an app path with
 * `?deposit=success|error|pending`, `/sports/profile/wallet/deposit` included. Read once when the app starts:
 * success is a success alert, error a failure alert with what to do, pending a pending alert; the parameter then
 * leaves the address, so a reload or a shared link does not say it again. In the cashier's frame the provider's
 * own events give the alert (cashier-frame.tsx) and the app navigates without the parameter.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { playerKeys } from '@/lib/queries/player';
import { depositResultOf } from './provider-events';

/** The alert of each result: its variant and the provider notification texts it shares. */
const RESULT_ALERTS = {
  success: { variant: 'success', key: 'deposit_succeeded' },
  error: { variant: 'error', key: 'deposit_failed' },
  pending: { variant: 'info', key: 'deposit_pending' },
} as const;

/** The address without its `deposit` parameter (the rest of the query and the fragment kept). */
export function withoutDepositResult(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('deposit');
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useDepositReturnAlert(): void {
  const t = useTranslations('payments.spi.notification');
  const queryClient = useQueryClient();

  useEffect(() => {
    const result = depositResultOf(window.location.href);
    if (!result) return;
    window.history.replaceState(window.history.state, '', withoutDepositResult(window.location.href));
    const { variant, key } = RESULT_ALERTS[result];
    showAlert({ variant, title: t(`${key}_title`), description: t(key), tag: 'deposit-result' });
    // The balance as the provider left it (a success's credit may have come before this page).
    if (result !== 'error') void queryClient.invalidateQueries({ queryKey: playerKeys.all });
  }, [t, queryClient]);
}
