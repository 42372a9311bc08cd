'use client';
/**
 * The slip's modals, mounted once in the shell: the custom-bet ticket modal (a normal selection picked while the
 * slip holds a bet-builder bet) and the share-bet modal (a shared link not found, without bets, or failing).
 */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './bet-slip.module.css';
import { dismissShareNotice, resolveCustomBetConflict, useSlipStore } from './slip-store';

export function CustomBetTicketModal() {
  const t = useTranslations('betslip.customBet');
  const close = useTranslations('common.actions')('close');
  const selection = useSlipStore((s) => s.customBetConflict);
  return (
    <Dialog
      open={selection !== null}
      onOpenChange={(open) => {
        if (!open) resolveCustomBetConflict(false);
      }}
      title={t('modalTitle')}
      description={selection ? t('modalText', { outcome: selection.outcomeName }) : undefined}
      closeLabel={close}
      size="small"
    >
      <div className={styles.modalActions} data-testid="custom-bet-ticket-modal">
        <Button variant="secondary" onClick={() => resolveCustomBetConflict(false)}>
          {t('keep')}
        </Button>
        <Button onClick={() => resolveCustomBetConflict(true)}>{t('replace')}</Button>
      </div>
    </Dialog>
  );
}

export function ShareNoticeModal() {
  const t = useTranslations('betslip.share-bet.not-found-modal');
  const close = useTranslations('common.actions')('close');
  const messageKey = useSlipStore((s) => s.shareNotice);
  const tail = messageKey?.split('.').pop();
  const text = tail && t.has(tail) ? t(tail) : t('link-try-later');
  return (
    <Dialog
      open={messageKey !== null}
      onOpenChange={(open) => {
        if (!open) dismissShareNotice();
      }}
      title={t('title')}
      description={text}
      closeLabel={close}
      size="small"
    >
      <div className={styles.modalActions} data-testid="share-bet-modal">
        <Button onClick={dismissShareNotice}>{t('ok')}</Button>
      </div>
    </Dialog>
  );
}
