/** The frame every error-page drawing is drawn in (illustrations.tsx), also the space kept while one loads. */
import type { ReactNode } from 'react';
import styles from './illustration-frame.module.css';

export type IllustrationKind = 'notFound' | 'error' | 'blocked' | 'locked';

export function IllustrationFrame({ children }: { children?: ReactNode }) {
  return (
    <svg
      viewBox="0 0 240 180"
      className={styles.art}
      aria-hidden="true"
      focusable="false"
      width="240"
      height="180"
    >
      {children}
    </svg>
  );
}
