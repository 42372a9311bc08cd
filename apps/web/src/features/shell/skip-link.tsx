/** First focusable element of every page: jumps over the header and sidebars to the main content. */
import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink({ label }: { label: string }) {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      {label}
    </a>
  );
}
