/**
 * What shows while a dialog or sheet that was asked for is still loading (see lazy.tsx): the page dimmed as
 * under the dialog, and a spinner that says it is loading.
 */
import styles from './loading-overlay.module.css';
import { Spinner } from './spinner';

export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className={styles.overlay} data-testid="loading-overlay">
      <Spinner label={label} size={32} />
    </div>
  );
}
