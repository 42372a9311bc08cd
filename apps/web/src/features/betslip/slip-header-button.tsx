'use client';
/**
 * The header's bet-slip button (shown between the mobile and desktop widths, where the slip is a sheet): opens
 * the panel and carries the selection count as a badge and in its accessible name.
 */
import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/ui/button';
import { TicketIcon } from '@/components/ui/icons';
import styles from './slip-badge.module.css';
import { setPanelOpen, useSlipCount } from './slip-store';

export function SlipHeaderButton({ label, className }: { label: string; className?: string }) {
  const t = useTranslations('betslip');
  const count = useSlipCount();
  return (
    <IconButton
      label={count > 0 ? `${label}, ${t('count', { count })}` : label}
      className={[styles.host, className].filter(Boolean).join(' ')}
      onClick={() => setPanelOpen(true)}
      aria-haspopup="dialog"
      data-testid="header-bet-slip"
    >
      <TicketIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </IconButton>
  );
}
