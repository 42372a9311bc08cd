'use client';
/**
 * Renders the current alert (see alerts.ts) with radix Toast: bottom centre, closes after 5000 ms, on a click
 * anywhere on it, on the close button, on Escape (F8 focuses the region), or when swiped down.
 */
import * as Toast from 'radix-ui/toast';
import { ALERT_DURATION_MS, type Alert, dismissAlert, useAlertStore } from './alerts';
import { CloseIcon } from './icons';
import styles from './toaster.module.css';

export interface ToasterProps {
  /** Name of the notifications region for screen readers. */
  label: string;
  closeLabel: string;
}

function AlertToast({ alert, closeLabel }: { alert: Alert; closeLabel: string }) {
  return (
    <Toast.Root
      className={[styles.toast, styles[alert.variant]].join(' ')}
      // Errors interrupt the screen reader; the rest wait their turn.
      type={alert.variant === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissAlert({ id: alert.id });
      }}
      onClick={() => dismissAlert({ id: alert.id })}
      data-testid="alert"
    >
      <span className={styles.bar} aria-hidden="true" />
      <div>
        <Toast.Title className={styles.title}>{alert.title}</Toast.Title>
        {alert.description ? (
          <Toast.Description className={styles.description}>{alert.description}</Toast.Description>
        ) : null}
      </div>
      <Toast.Close className={styles.close} aria-label={closeLabel}>
        <CloseIcon />
      </Toast.Close>
    </Toast.Root>
  );
}

export function Toaster({ label, closeLabel }: ToasterProps) {
  const current = useAlertStore((s) => s.current);
  return (
    <Toast.Provider duration={ALERT_DURATION_MS} swipeDirection="down" label={label}>
      {/* The key makes a replacing alert a new toast, so its 5 s timer starts again. */}
      {current ? <AlertToast key={current.id} alert={current} closeLabel={closeLabel} /> : null}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
