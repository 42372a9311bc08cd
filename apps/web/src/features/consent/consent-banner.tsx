'use client';
/**
 * The consent banner: a bar along the bottom of the page (on a phone, a sheet above the tab bar) with accept all,
 * reject all and a choice per category. Not modal: the page stays usable behind it, and any dialog (the slip's
 * sheet on a phone, with its place button) opens above it. A landmark region named by its heading, so screen
 * readers find it; it does not take focus on its own.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { writeCookie } from '@/lib/cookies';
import { CONSENT_COOKIE, CONSENT_LIFETIME, type Consent, serializeConsent } from '@/lib/tracking/consent';
import styles from './consent-banner.module.css';
import { markConsentReady } from './consent-ready';

const CATEGORIES = ['analytics', 'marketing'] as const;

interface ConsentBannerProps {
  /** `onDecide` hears the answer once it is stored (consent cookie, 365 days), so a reload right after keeps it. */
  onDecide: (consent: Consent) => void;
  /**
   * The answer given before, when the visitor came back to change it (the footer's "Cookie settings"): the
   * choices open at once, as they stand, and the banner takes the focus, since the visitor asked for it.
   */
  current?: Consent | null;
}

export function ConsentBanner({ onDecide: onDecided, current = null }: ConsentBannerProps) {
  const t = useTranslations('consent');
  const onDecide = (answer: Consent) => {
    writeCookie(CONSENT_COOKIE, serializeConsent(answer), CONSENT_LIFETIME);
    onDecided(answer);
  };
  const id = useId();
  const [choosing, setChoosing] = useState(current !== null);
  const [choice, setChoice] = useState<Consent>(current ?? { analytics: false, marketing: false });
  const section = useRef<HTMLElement>(null);
  // In the frame it paints in, the server's first view (consent-first-view.tsx) goes.
  useLayoutEffect(markConsentReady, []);
  const reopened = current !== null;
  useEffect(() => {
    if (reopened) section.current?.focus();
  }, [reopened]);

  return (
    <section
      ref={section}
      tabIndex={reopened ? -1 : undefined}
      className={styles.banner}
      aria-labelledby={`${id}-title`}
      data-testid="consent-banner"
    >
      <div className={styles.text}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.description}>{t('description')}</p>
      </div>
      {choosing ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('choose.legend')}</legend>
          <label className={styles.choice}>
            <input type="checkbox" checked disabled />
            <span>
              <span className={styles.choiceName}>{t('categories.necessary.name')}</span>
              <span className={styles.choiceText}>{t('categories.necessary.description')}</span>
            </span>
          </label>
          {CATEGORIES.map((category) => (
            <label key={category} className={styles.choice}>
              <input
                type="checkbox"
                checked={choice[category]}
                onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
              />
              <span>
                <span className={styles.choiceName}>{t(`categories.${category}.name`)}</span>
                <span className={styles.choiceText}>{t(`categories.${category}.description`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        {choosing ? (
          <Button variant="secondary" onClick={() => onDecide(choice)}>
            {t('actions.save')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setChoosing(true)}>
            {t('actions.choose')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => onDecide({ analytics: false, marketing: false })}>
          {t('actions.rejectAll')}
        </Button>
        <Button onClick={() => onDecide({ analytics: true, marketing: true })}>
          {t('actions.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
