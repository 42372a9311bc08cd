/** Content for screen readers only: kept out of layout and out of sight, but in the accessibility tree. */
import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
