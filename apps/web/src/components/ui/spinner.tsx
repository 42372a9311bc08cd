/** A loading indicator that announces itself politely to screen readers. */
import type { CSSProperties } from 'react';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export function Spinner({ label, size = 24 }: { label: string; size?: number }) {
  return (
    <span role="status" className={styles.spinner} style={{ '--spinner-size': `${size}px` } as CSSProperties}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
