'use client';
/**
 * The Toaster (toaster.tsx, radix Toast) as the app mounts it: loaded after the page hydrated, when the browser
 * is idle, or by the first alert if one comes sooner; nothing shows until then, since there is nothing to show.
 * When its script cannot be loaded (offline, which is when alerts matter most), the alerts show as plain boxes.
 */
import { Suspense, useEffect } from 'react';
import { ALERT_DURATION_MS, dismissAlert, useAlertStore } from './alerts';
import { CloseIcon } from './icons';
import { lazyComponent, useIdlePreload, useOpenedOnce } from './lazy';
import type { ToasterProps } from './toaster';
import styles from './toaster.module.css';

/** The current alert without radix Toast: closes after 5000 ms or on its close button. */
export function PlainToaster({ label, closeLabel }: ToasterProps) {
  const current = useAlertStore((s) => s.current);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissAlert({ id: current.id }), ALERT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <section aria-label={label} className={styles.viewport}>
      {current ? (
        <div
          key={current.id}
          role={current.variant === 'error' ? 'alert' : 'status'}
          className={[styles.toast, styles[current.variant]].join(' ')}
          data-testid="alert"
        >
          <span className={styles.bar} aria-hidden="true" />
          <div>
            <p className={styles.title}>{current.title}</p>
            {current.description ? <p className={styles.description}>{current.description}</p> : null}
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => dismissAlert({ id: current.id })}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}

const Toaster = lazyComponent<ToasterProps>(() => import('./toaster').then((m) => m.Toaster), {
  Fallback: PlainToaster,
});

export function LazyToaster(props: ToasterProps) {
  const alerting = useOpenedOnce(useAlertStore((s) => s.current !== null));
  useIdlePreload(Toaster.preload);
  if (!alerting) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
