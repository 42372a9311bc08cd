/**
 * The body of every error page (spec: an image, a description and a home button that goes to the sports home),
 * with the image passed in: the server-rendered pages draw it inline (error-screen.tsx), the client error
 * boundaries and app/global-error.tsx load it on demand (lazy-illustration.tsx), so that no page's first-load
 * JavaScript carries the drawings. Actions are passed in because the home link differs: a localised Link inside the app, a plain anchor
 * in the documents rendered outside it (app/not-found.tsx, app/global-error.tsx).
 */
import type { ReactNode } from 'react';
import styles from './error-screen.module.css';
import type { IllustrationKind } from './illustration-frame';

export interface ErrorScreenLayoutProps {
  kind: IllustrationKind;
  /** The decorative drawing above the title. */
  art: ReactNode;
  title: string;
  description: string;
  actions: ReactNode;
  /** A short machine-ish code under the actions (the spec's 'UNEXPECTED ERROR' fallbacks). */
  code?: string;
}

export function ErrorScreenLayout({ kind, art, title, description, actions, code }: ErrorScreenLayoutProps) {
  return (
    <section className={styles.screen} data-testid={`error-screen-${kind}`}>
      {art}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <div className={styles.actions}>{actions}</div>
      {code ? <p className={styles.code}>{code}</p> : null}
    </section>
  );
}

/** Wraps an error screen that has no shell around it. */
export function StandaloneErrorPage({ children }: { children: ReactNode }) {
  return <div className={styles.standalone}>{children}</div>;
}
