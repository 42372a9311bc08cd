'use client';
/**
 * The bet slip's floating button (spec: the "floating button" session item), for the mobile app's shell, which
 * has neither header nor tab bar: shown while the slip holds selections and the right sidebar is not on screen;
 * it opens the slip's sheet and says how many selections it holds.
 */
import { TicketIcon } from '@/components/ui/icons';
import styles from './floating-slip-button.module.css';
import { setBetSlipOpen, useBetSlipOpen } from './shell-store';
import { useSlipCountLabel } from './use-slip-count-label';

export function FloatingSlipButton() {
  const open = useBetSlipOpen();
  const { count, label } = useSlipCountLabel();
  if (count === 0 || open) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => setBetSlipOpen(true)}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={label}
      data-testid="floating-slip-button"
    >
      <TicketIcon />
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
