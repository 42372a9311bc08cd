'use client';
/**
 * The payment provider's cashier in a frame from its own origin (the deposit intent's signed URL), and the
 * provider's events from that frame only (provider-events.ts): alerts, a refresh of the player and balances, and
 * the return URL, which ends the deposit (the credit itself arrives as `balance_changed`).
 */
import type { DepositIntent } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { Spinner } from '@/components/ui/spinner';
import { usePathname, useRouter } from '@/i18n/navigation';
import { playerKeys } from '@/lib/queries/player';
import styles from './account-forms.module.css';
import { alertVariantOf, readProviderEvent } from './provider-events';

interface CashierFrameProps {
  intent: DepositIntent;
  /** The formatted amount, for the frame's title. */
  amount: string;
  onDone: () => void;
}

export function CashierFrame({ intent, amount, onDone }: CashierFrameProps) {
  const t = useTranslations('payments');
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const [loaded, setLoaded] = useState(false);
  const origin = new URL(intent.url).origin;

  useEffect(() => {
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== origin) return;
      const event = readProviderEvent(message.data);
      if (!event) return;
      if (event.type === 'notification') {
        const key = (name: string) => `spi.notification.${name}`;
        if (!t.has(key(event.title)) || !t.has(key(event.message))) return;
        showAlert({
          variant: alertVariantOf(event.level),
          title: t(key(event.title)),
          description: t(key(event.message)),
        });
      } else if (event.type === 'accounts_updated') {
        void queryClient.invalidateQueries({ queryKey: playerKeys.all });
      } else if (event.newTab) {
        window.open(event.url, '_blank', 'noopener');
      } else {
        onDone();
        // The return URL's result is already the alert above; the app stays on its page.
        const path = event.url.split('?')[0] ?? event.url;
        if (path.replace(/^\/sports/, '') !== pathname.replace(/^\/sports/, '')) router.push(path);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, t, queryClient, router, pathname, onDone]);

  return (
    <div className={styles.cashier} data-testid="cashier">
      {loaded ? null : (
        <div className={styles.cashierLoading}>
          <Spinner label={t('cashier.loading')} />
        </div>
      )}
      <iframe
        className={styles.cashierFrame}
        src={intent.url}
        title={t('cashier.frameTitle', { amount })}
        onLoad={() => setLoaded(true)}
        data-loaded={loaded}
      />
    </div>
  );
}
