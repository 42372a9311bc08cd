'use client';
/**
 * A reminder: a card in the page's end corner (on a phone, along the bottom above the tab bar) with what it asks
 * and two buttons. Not modal: the page stays usable behind it and it does not take focus; a landmark region named
 * by its title, so a screen reader finds it, and Escape inside it closes it.
 */
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { openAuthForm } from '@/session/auth-dialog-store';
import { openDepositDialog } from '@/session/deposit-dialog-store';
import styles from './reminder-card.module.css';

interface ReminderCardProps {
  kind: 'deposit' | 'signUp';
  onClose: () => void;
}

export function ReminderCard({ kind, onClose }: ReminderCardProps) {
  const t = useTranslations(`reminders.${kind}`);
  const id = useId();
  const act = () => {
    onClose();
    if (kind === 'deposit') openDepositDialog();
    else openAuthForm('sign-up');
  };

  return (
    <section
      className={styles.card}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid={`reminder-${kind}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p id={`${id}-text`} className={styles.text}>
        {t('text')}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('dismiss')}
        </Button>
        <Button onClick={act}>{t('action')}</Button>
      </div>
    </section>
  );
}
