'use client';
/**
 * The notifications block: a signed-in player's notifications (features/notifications' list: pages, mark all as
 * read); a visitor gets a sentence and a button that opens the sign-in form.
 */
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NotificationList } from '@/features/notifications';
import { requestSignIn, useSession } from '@/session/session';
import { useSiteRules } from '@/session/site-rules';
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';

export function NotificationsBlock({ block }: BlockProps<'notifications'>) {
  const t = useTranslations('cms.notifications');
  const headingId = useId();
  const { status, player } = useSession();
  // Where the visitor's country may not sign in, no button offers it.
  const { signInBlocked } = useSiteRules();
  return (
    <section id={block.id} aria-labelledby={headingId} data-cms-block={block.type}>
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      {player ? (
        <NotificationList playerId={player.id} />
      ) : status === 'not_logged_in' ? (
        <div className={styles.signInPrompt}>
          <p>{t('signedOut')}</p>
          {!signInBlocked && <Button onClick={() => requestSignIn()}>{t('signIn')}</Button>}
        </div>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}
