'use client';
/**
 * The slip's modals, mounted once in the shell (radix Dialog loads when one first opens): the custom-bet ticket
 * modal (a normal selection picked while the slip holds a bet-builder bet) and the share-bet modal (a shared link
 * not found, without bets, or failing).
 */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import styles from './bet-slip.module.css';
import { dismissShareNotice, resolveCustomBetConflict, useSlipStore } from './slip-store';

export function CustomBetTicketModal() {
  const t = useTranslations('betslip.customBet');
  const close = useTranslations('common.actions')('close');
  const loading = useTranslations('common.status')('loading');
  const selection = useSlipStore((s) => s.customBetConflict);
  return (
    <LazyDialog
      open={selection !== null}
      onOpenChange={(open) => {
        if (!open) resolveCustomBetConflict(false);
      }}
      title={t('modalTitle')}
      description={selection ? t('modalText', { outcome: selection.outcomeName }) : undefined}
      closeLabel={close}
      loadingLabel={loading}
      size="small"
    >
      <div className={styles.modalActions} data-testid="custom-bet-ticket-modal">
        <Button variant="secondary" onClick={() => resolveCustomBetConflict(false)}>
          {t('keep')}
        </Button>
        <Button onClick={() => resolveCustomBetConflict(true)}>{t('replace')}</Button>
      </div>
    </LazyDialog>
  );
}

export function ShareNoticeModal() {
  const t = useTranslations('betslip.share-bet.not-found-modal');
  const close = useTranslations('common.actions')('close');
  const loading = useTranslations('common.status')('loading');
  const messageKey = useSlipStore((s) => s.shareNotice);
  const tail = messageKey?.split('.').pop();
  const text = tail && t.has(tail) ? t(tail) : t('link-try-later');
  return (
    <LazyDialog
      open={messageKey !== null}
      onOpenChange={(open) => {
        if (!open) dismissShareNotice();
      }}
      title={t('title')}
      description={text}
      closeLabel={close}
      loadingLabel={loading}
      size="small"
    >
      <div className={styles.modalActions} data-testid="share-bet-modal">
        <Button onClick={dismissShareNotice}>{t('ok')}</Button>
      </div>
    </LazyDialog>
  );
}
