/**
 * The body of every error page (spec: an image, a description and a home button that goes to the sports home).
 * Actions are passed in because the home link differs: a localised Link inside the app, a plain anchor in the
 * documents rendered outside it (app/not-found.tsx, app/global-error.tsx).
 */
import type { ReactNode } from 'react';
import styles from './error-screen.module.css';
import { Illustration, type IllustrationKind } from './illustrations';

export interface ErrorScreenProps {
  kind: IllustrationKind;
  title: string;
  description: string;
  actions: ReactNode;
  /** A short machine-ish code under the actions (the spec's 'UNEXPECTED ERROR' fallbacks). */
  code?: string;
}

export function ErrorScreen({ kind, title, description, actions, code }: ErrorScreenProps) {
  return (
    <section className={styles.screen} data-testid={`error-screen-${kind}`}>
      <Illustration kind={kind} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <div className={styles.actions}>{actions}</div>
      {code ? <p className={styles.code}>{code}</p> : null}
    </section>
  );
}

/** Wraps an ErrorScreen that has no shell around it. */
export function StandaloneErrorPage({ children }: { children: ReactNode }) {
  return <div className={styles.standalone}>{children}</div>;
}
