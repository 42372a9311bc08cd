'use client';
/**
 * The slip's modals, mounted once in the shell (radix Dialog loads when one first opens): the custom-bet ticket
 * modal (a normal selection picked while the slip holds a bet-builder bet) and the share-bet modal (a shared link
 * not found, without bets, or failing).
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import styles from './bet-slip.module.css';
import { dismissShareNotice, resolveCustomBetConflict, useSlipStore } from './slip-store';

/** A small slip dialog (loaded on first open) that calls `onClose` when the bettor closes it. */
export function SlipDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string | undefined;
  children: ReactNode;
}) {
  const close = useTranslations('common.actions')('close');
  const loading = useTranslations('common.status')('loading');
  return (
    <LazyDialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.title}
      description={props.description}
      closeLabel={close}
      loadingLabel={loading}
      size="small"
    >
      {props.children}
    </LazyDialog>
  );
}

export function CustomBetTicketModal() {
  const t = useTranslations('betslip.customBet');
  const selection = useSlipStore((s) => s.customBetConflict);
  return (
    <SlipDialog
      open={selection !== null}
      onClose={() => resolveCustomBetConflict(false)}
      title={t('modalTitle')}
      description={selection ? t('modalText', { outcome: selection.outcomeName }) : undefined}
    >
      <div className={styles.modalActions} data-testid="custom-bet-ticket-modal">
        <Button variant="secondary" onClick={() => resolveCustomBetConflict(false)}>
          {t('keep')}
        </Button>
        <Button onClick={() => resolveCustomBetConflict(true)}>{t('replace')}</Button>
      </div>
    </SlipDialog>
  );
}

export function ShareNoticeModal() {
  const t = useTranslations('betslip.share-bet.not-found-modal');
  const messageKey = useSlipStore((s) => s.shareNotice);
  const tail = messageKey?.split('.').pop();
  const text = tail && t.has(tail) ? t(tail) : t('link-try-later');
  return (
    <SlipDialog open={messageKey !== null} onClose={dismissShareNotice} title={t('title')} description={text}>
      <div className={styles.modalActions} data-testid="share-bet-modal">
        <Button onClick={dismissShareNotice}>{t('ok')}</Button>
      </div>
    </SlipDialog>
  );
}
