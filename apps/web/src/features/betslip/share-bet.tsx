'use client';
/**
 * Sharing bets (spec core-betting §2, §7): creates a share code for the bets (POST /api/v2/bets/share-code) and
 * shows the link to the current page with the code in `?betCode=`, with a copy button. Whoever opens the link
 * gets the bets in their slip (slip-sync.tsx applies the code).
 */
import type { TicketEntry } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSiteRules } from '@/session/site-rules';
import styles from './bet-slip.module.css';
import { createShareCode, shareLink } from './shared-bets';

type Status = { kind: 'idle' } | { kind: 'creating' } | { kind: 'ready'; link: string } | { kind: 'error' };

export function ShareBetButton({ bets, label }: { bets: readonly TicketEntry[]; label?: string }) {
  const t = useTranslations('betslip.share');
  const close = useTranslations('common.actions')('close');
  const loading = useTranslations('common.status')('loading');
  const locale = useLocale();
  const fieldId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const off = useSiteRules().shareBetOff;

  const share = async () => {
    setStatus({ kind: 'creating' });
    setCopied(null);
    try {
      const code = await createShareCode(locale, bets);
      setStatus({ kind: 'ready', link: shareLink(code, window.location) });
    } catch {
      setStatus({ kind: 'error' });
    }
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  // The site settings' share-bet switch (isShareBetEnabled).
  if (off) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void share()}
        disabled={status.kind === 'creating' || bets.length === 0}
        aria-busy={status.kind === 'creating' || undefined}
      >
        {status.kind === 'creating' ? <Spinner label={t('creating')} size={14} /> : null}
        {label ?? t('button')}
      </Button>
      {status.kind === 'error' && (
        <p role="alert" className={styles.fieldError}>
          {t('error')}
        </p>
      )}
      <LazyDialog
        open={status.kind === 'ready'}
        onOpenChange={(open) => {
          if (!open) setStatus({ kind: 'idle' });
        }}
        title={t('title')}
        description={t('description')}
        closeLabel={close}
        loadingLabel={loading}
        size="small"
      >
        {status.kind === 'ready' && (
          <div className={styles.share}>
            <label htmlFor={fieldId} className={styles.stakeLabel}>
              {t('link')}
            </label>
            <input
              id={fieldId}
              className={styles.shareLink}
              readOnly
              value={status.link}
              data-testid="share-link"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button onClick={() => void copy(status.link)}>{t('copy')}</Button>
            <p role="status" className={styles.hint}>
              {copied === 'copied' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
            </p>
          </div>
        )}
      </LazyDialog>
    </>
  );
}
