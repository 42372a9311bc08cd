/**
 * The consent banner's first view in the server's HTML, for a visitor who has not decided: it paints with the
 * page instead of once the banner's code has loaded after hydration, which made the banner's text the page's
 * late largest paint (LCP). Inert (no focus, hidden from screen readers) and drawn exactly like the banner, which
 * takes its place when it mounts (consent-ready.ts; consent-banner.module.css hides this then).
 */
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import styles from './consent-banner.module.css';

export async function ConsentFirstView() {
  const t = await getTranslations('consent');
  return (
    <div className={`${styles.banner} ${styles.firstView}`} inert data-consent-first-view="">
      <div className={styles.text}>
        <h2 className={styles.title}>{t('title')}</h2>
        <p className={styles.description}>{t('description')}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" tabIndex={-1}>
          {t('actions.choose')}
        </Button>
        <Button variant="secondary" tabIndex={-1}>
          {t('actions.rejectAll')}
        </Button>
        <Button tabIndex={-1}>{t('actions.acceptAll')}</Button>
      </div>
    </div>
  );
}
