'use client';
/**
 * The reality check (spec platform §2 modals, §4): how long this sportsbook session has lasted and its net
 * result, then continue (POST /sportsbook_sessions/continue: the next check is a period later) or sign out.
 * Closing it (Escape, the close button) counts as continuing: the player has seen it.
 */
import type { SportsbookSession } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { signOut } from '@/features/account';
import styles from './rg-dialogs.module.css';
import { moneyOf } from './rg-money';
import { continueSportsbookSession } from './rg-queries';

export interface RealityCheckDialogProps {
  open: boolean;
  session: SportsbookSession;
  onContinued: (session: SportsbookSession) => void;
  onSessionError: (error: unknown) => void;
}

/** Whole minutes as "1 h 5 min" / "12 min" in the locale's words. */
function playedText(seconds: number, t: (key: string, values: Record<string, number>) => string) {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t('hoursMinutes', { hours, minutes: minutes % 60 }) : t('minutes', { minutes });
}

export function RealityCheckDialog({ open, session, onContinued, onSessionError }: RealityCheckDialogProps) {
  const t = useTranslations('rg.realityCheck');
  const common = useTranslations('common');
  const locale = useLocale();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const onContinue = async () => {
    if (busy) return;
    setBusy(true);
    try {
      onContinued(await continueSportsbookSession(locale));
    } catch (error) {
      onSessionError(error);
    } finally {
      setBusy(false);
    }
  };
  const net = session.net_result;
  const result = `${net > 0 ? '+' : ''}${moneyOf(net, session.currency, locale)}`;

  return (
    <LazyDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) void onContinue();
      }}
      title={t('title')}
      closeLabel={common('actions.close')}
      loadingLabel={common('status.loading')}
      size="small"
    >
      <div data-testid="reality-check">
        <p className={styles.text}>{t('intro')}</p>
        <dl className={styles.facts}>
          <dt>{t('started')}</dt>
          <dd>{format.dateTime(new Date(session.started_at), { hour: '2-digit', minute: '2-digit' })}</dd>
          <dt>{t('played')}</dt>
          <dd data-testid="reality-check-played">{playedText(session.duration, t)}</dd>
          <dt>{t('net')}</dt>
          <dd data-testid="reality-check-net">{result}</dd>
        </dl>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => void signOut(queryClient, locale)}
            data-testid="reality-check-sign-out"
          >
            {t('signOut')}
          </Button>
          <Button onClick={() => void onContinue()} disabled={busy} data-testid="reality-check-continue">
            {t('continue')}
          </Button>
        </div>
      </div>
    </LazyDialog>
  );
}
